import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/custom_audiences`;
const audience = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'customAudience', operation, accountId: byId(ACCOUNT), ...extra });

describe('Get Many', () => {
	test('own audiences by default, each saying in words why it cannot be targeted yet', async () => {
		const result = await audience('getAll', { limit: 10 });
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { permission_scope: 'OWNER', count: '10' } },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: '1nmth',
				name: 'Newsletter subscribers',
				targetable: true,
				reasons_not_targetable: [],
				is_owner: true,
			}),
			expect.objectContaining({ id: '1nmtj', name: 'CRM customers', targetable: true }),
			expect.objectContaining({
				id: '1nmu2',
				targetable: false,
				reasons_not_targetable: ['TOO_SMALL'],
				not_targetable_because:
					'Not usable in targeting yet: fewer than 100 of its users were active in the last 90 days: add users, then check again after the next update',
			}),
		]);
		expect(json(result)[0]).not.toHaveProperty('not_targetable_because');
	});

	test('shared audiences, a name prefix and ids, sorted, with the total count', async () => {
		const result = await audience('getAll', {
			permission_scope: 'SHARED',
			limit: 5,
			output: 'response',
			listOptions: {
				q: 'Partner',
				customAudienceIds: '1nmtx, 1nmth',
				sortBy: 'name-asc',
				withTotalCount: true,
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					permission_scope: 'SHARED',
					count: '5',
					q: 'Partner',
					custom_audience_ids: '1nmtx,1nmth',
					sort_by: 'name-asc',
					with_total_count: 'true',
				},
			},
		]);
		const [page] = json(result) as Array<{ data: Array<{ id: string; is_owner: boolean }> }>;
		expect(page).toEqual(expect.objectContaining({ total_count: 1, next_cursor: null }));
		expect(page.data).toEqual([
			expect.objectContaining({ id: '1nmtx', is_owner: false, permission_level: 'READ_ONLY' }),
		]);
	});
});

describe('one audience', () => {
	test('Create sends name and description, and explains the new empty audience', async () => {
		const result = await audience('create', {
			name: 'Spring buyers',
			additionalFields: { description: 'Bought in March' },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: { name: 'Spring buyers', description: 'Bought in March' },
			},
		]);
		const [created] = json(result);
		expect(created).toEqual(
			expect.objectContaining({
				name: 'Spring buyers',
				description: 'Bought in March',
				audience_size: null,
				targetable: false,
				reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
				not_targetable_because: expect.stringMatching(
					/^Not usable in targeting yet: the platform is still matching its users .*; fewer than 100/,
				),
			}),
		);

		const renamed = await audience('update', {
			customAudienceId: byId(String(created.id)),
			updateFields: { name: 'Spring buyers 2026' },
		});
		expect(json(renamed)).toEqual([expect.objectContaining({ name: 'Spring buyers 2026' })]);
		const got = await audience('get', { customAudienceId: byId(String(created.id)) });
		expect(json(got)).toEqual([expect.objectContaining({ name: 'Spring buyers 2026' })]);
		const deleted = await audience('delete', { customAudienceId: byId(String(created.id)) });
		expect(json(deleted)).toEqual([expect.objectContaining({ deleted: true })]);
		expect(requests().slice(1)).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/${String(created.id)}`,
				query: { name: 'Spring buyers 2026' },
			},
			{ method: 'GET', path: `${PATH}/${String(created.id)}`, query: {} },
			{ method: 'DELETE', path: `${PATH}/${String(created.id)}`, query: {} },
		]);
	});

	test('a name already in use is refused by the platform, and the error says so', async () => {
		const result = await audience('create', { name: 'newsletter SUBSCRIBERS' });
		expect(result.error?.message).toBe(
			'name "newsletter SUBSCRIBERS" is already used by custom audience 1nmth (HTTP 400, INVALID_PARAMETER)',
		);
	});

	test('Get of a deleted audience needs With Deleted; without it the 404 is explained', async () => {
		await audience('create', { name: 'Short lived' });
		const [created] = json(await audience('getAll', { limit: 10, listOptions: { q: 'Short' } }));
		await audience('delete', { customAudienceId: byId(String(created.id)) });
		const missing = await audience('get', { customAudienceId: byId(String(created.id)) });
		expect(missing.error?.message).toBe(
			'The custom audience was not found: it is deleted (turn on With Deleted) or the ID is wrong',
		);
		expect(missing.error?.description).toMatch(/TAILORED_AUDIENCE_NOT_FOUND/);
		const found = await audience('get', {
			customAudienceId: byId(String(created.id)),
			getOptions: { withDeleted: true },
		});
		expect(json(found)).toEqual([expect.objectContaining({ deleted: true })]);
	});
});

test.each([
	['create', { name: '={{ "" }}' }, 'Name is required'],
	['create', { name: 'x'.repeat(256) }, 'Name must be at most 255 characters long (it has 256)'],
	[
		'update',
		{ customAudienceId: byId('1nmth'), updateFields: {} },
		'Update Fields needs at least one field to change',
	],
	[
		'update',
		{ customAudienceId: byId('1nmth'), updateFields: { name: 'y'.repeat(300) } },
		'Name must be at most 255 characters long (it has 300)',
	],
	[
		'get',
		{ customAudienceId: byId('={{ "1nm th" }}') },
		'Custom Audience must be an ID of letters and digits, got "1nm th"',
	],
	['delete', { customAudienceId: byId('={{ $json.missing }}') }, 'Custom Audience is required'],
	[
		'getAll',
		{ permission_scope: '={{ "EVERYONE" }}' },
		'Audiences must be one of OWNER, SHARED, got "EVERYONE"',
	],
	[
		'getAll',
		{
			listOptions: { customAudienceIds: Array.from({ length: 201 }, (_, n) => `a${n}`).join(',') },
		},
		'Custom Audience IDs allows at most 200 entries (it has 201)',
	],
	[
		'getAll',
		{ listOptions: { q: 'z'.repeat(256) } },
		'Name Starts With must be at most 255 characters long (it has 256)',
	],
])('%s refuses %j before sending', async (operation, extra, message) => {
	const result = await audience(operation, { permission_scope: 'OWNER', ...extra });
	expect(result.error?.message).toBe(`Item 1: ${message}`);
	expect(requests()).toEqual([]);
});

test('the emulator refuses unknown parameters, a bad scope and an unknown audience', async () => {
	const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/custom_audiences`;
	const answers = await Promise.all([
		signedRequest('GET', `${base}?permission_scope=ALL`),
		signedRequest('POST', `${base}?name=A&list_type=EMAIL`),
		signedRequest('GET', `${base}/nosuch`),
	]);
	expect(
		answers.map(({ statusCode, body }) => [
			statusCode,
			(body as { errors: Array<{ code: string; parameter?: string }> }).errors[0],
		]),
	).toEqual([
		[400, expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'permission_scope' })],
		[400, expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'list_type' })],
		[404, expect.objectContaining({ code: 'TAILORED_AUDIENCE_NOT_FOUND' })],
	]);
});
