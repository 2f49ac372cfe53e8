import { searchAudiencePermissions } from '../../nodes/PlatformAds/resources/audiencePermission/searchPermissions';
import {
	audiencePermissions,
	type AudiencePermission,
} from '../emulator/routes/adsAudiencePermissions';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { shownOptions } from '../helpers/shownOptions';
import { ACCOUNT } from './adsFixtures';
import { pickerContext as contextOf } from './pickerContext';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/5/accounts/${ACCOUNT}/tailored_audiences/1nmth/permissions`;
const permissions = (
	operation: string,
	extra: Record<string, unknown> = {},
	options?: Parameters<typeof run>[1],
) =>
	run(
		{
			resource: 'audiencePermission',
			operation,
			accountId: byId(ACCOUNT),
			tailoredAudienceId: byId('1nmth'),
			...extra,
		},
		options,
	);
/** What the emulator received, with the raw body. */
const sent = () =>
	emulator().log.map(({ method, path, query, rawBody }) => ({
		method,
		path,
		query,
		body: rawBody,
	}));

describe('Get Many', () => {
	test('one page: the permissions of the audience on the /5/ path, without the revoked one', async () => {
		const result = await permissions('getAll', { limit: 10 });
		expect(requests()).toEqual([{ method: 'GET', path: PATH, query: { count: '10' } }]);
		expect(json(result)).toEqual([
			{
				id: 'perm0',
				tailored_audience_id: '1nmth',
				granted_account_id: '18ce54bgxky',
				permission_level: 'READ_ONLY',
				created_at: '2026-01-01T00:00:00Z',
				updated_at: '2026-01-01T00:00:00Z',
				deleted: false,
			},
			expect.objectContaining({
				id: 'perm1',
				granted_account_id: '18ce54aaaa1',
				permission_level: 'READ_WRITE',
			}),
		]);
	});

	test('Return All over 3 pages of 1,000', async () => {
		const records = audiencePermissions(emulator().state);
		const added: AudiencePermission[] = Array.from({ length: 2100 }, (_, n) => ({
			...records[0],
			id: `pall${n}`,
			granted_account_id: `acct${n}`,
		}));
		records.push(...added);
		try {
			const result = await permissions('getAll', { returnAll: true });
			expect(result.items).toHaveLength(2102);
			expect(json(result)[2101].id).toBe('pall2099');
			expect(requests()).toEqual([
				{ method: 'GET', path: PATH, query: { count: '1000' } },
				{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
				{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
			]);
		} finally {
			records.splice(records.length - added.length, added.length);
		}
	});

	test('sends the id filters, sort_by and with_total_count; there is no With Deleted option', async () => {
		const result = await permissions('getAll', {
			limit: 5,
			output: 'response',
			listOptions: {
				grantedAccountIds: '18ce54bgxky, 18ce54aaaa1',
				permissionIds: 'perm1,perm0',
				sortBy: 'granted_account_id-desc',
				withTotalCount: true,
			},
		});
		const query = {
			count: '5',
			granted_account_ids: '18ce54bgxky,18ce54aaaa1',
			tailored_audience_permission_ids: 'perm1,perm0',
			sort_by: 'granted_account_id-desc',
			with_total_count: 'true',
		};
		expect(requests()).toEqual([{ method: 'GET', path: PATH, query }]);
		expect(json(result)).toEqual([
			{
				data: [expect.objectContaining({ id: 'perm0' }), expect.objectContaining({ id: 'perm1' })],
				request: { params: query },
				next_cursor: null,
				total_count: 2,
			},
		]);
		const { PlatformAds } = await import('../../nodes/PlatformAds/PlatformAds.node');
		const options = shownOptions(new PlatformAds().description.properties, 'listOptions', {
			resource: 'audiencePermission',
			operation: 'getAll',
		});
		expect(options?.map((option) => option.name)).toEqual([
			'grantedAccountIds',
			'permissionIds',
			'sortBy',
			'withTotalCount',
		]);
	});

	test('the emulator refuses with_deleted and more than 200 ids, as the platform', async () => {
		const withDeleted = await signedRequest(
			'GET',
			`${emulator().adsBaseUrl}/5/accounts/${ACCOUNT}/tailored_audiences/1nmth/permissions?with_deleted=true`,
		);
		expect(withDeleted.statusCode).toBe(400);
		const tooMany = await signedRequest(
			'GET',
			`${emulator().adsBaseUrl}/5/accounts/${ACCOUNT}/tailored_audiences/1nmth/permissions?granted_account_ids=${Array.from({ length: 201 }, (_, n) => `a${n}`).join(',')}`,
		);
		expect(tooMany).toEqual({
			statusCode: 400,
			body: expect.objectContaining({
				errors: [
					expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'granted_account_ids' }),
				],
			}),
		});
	});
});

describe('Grant', () => {
	test('POST with granted_account_id and permission_level as query parameters', async () => {
		const result = await permissions('grant', {
			grantedAccountId: fromList('18ce54bgxky'),
			permission_level: 'READ_WRITE',
		});
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: { granted_account_id: '18ce54bgxky', permission_level: 'READ_WRITE' },
				body: '',
			},
		]);
		expect(json(result)).toEqual([
			{
				id: expect.stringMatching(/^perm/),
				tailored_audience_id: '1nmth',
				granted_account_id: '18ce54bgxky',
				permission_level: 'READ_WRITE',
				created_at: expect.any(String),
				updated_at: expect.any(String),
				deleted: false,
			},
		]);
	});

	test('an audience the account does not own is refused by the platform, with its message', async () => {
		const result = await permissions('grant', {
			tailoredAudienceId: byId('1nmtx'),
			grantedAccountId: byId('18ce54bgxky'),
			permission_level: 'READ_ONLY',
		});
		expect(result.error?.message).toContain(
			'Account 18ce54d4x5t does not own tailored audience 1nmtx',
		);
		expect(requests()).toHaveLength(1);
	});
});

describe('Revoke', () => {
	test('DELETE answers the permission with deleted=true; it leaves the list', async () => {
		const granted = await permissions('grant', {
			grantedAccountId: byId('18ce54ccccc'),
			permission_level: 'READ_ONLY',
		});
		const id = String(json(granted)[0].id);
		emulator().clearLog();
		const result = await permissions('revoke', { tailoredAudiencePermissionId: byId(id) });
		expect(sent()).toEqual([{ method: 'DELETE', path: `${PATH}/${id}`, query: {}, body: '' }]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id, granted_account_id: '18ce54ccccc', deleted: true }),
		]);
		const list = await permissions('getAll', { returnAll: true });
		expect(json(list).map((record) => record.id)).not.toContain(id);
	});

	test('continueOnFail: an unknown permission fails its item with the platform message, the other is revoked', async () => {
		const granted = await permissions('grant', {
			grantedAccountId: byId('18ce54ddddd'),
			permission_level: 'READ_ONLY',
		});
		const id = String(json(granted)[0].id);
		const result = await permissions(
			'revoke',
			{ tailoredAudiencePermissionId: byId('={{ $json.id }}') },
			{ items: [{ json: { id: 'nosuch' } }, { json: { id } }], continueOnFail: true },
		);
		expect(json(result)).toEqual([
			{ error: 'Tailored audience permission nosuch was not found (HTTP 404, NOT_FOUND)' },
			expect.objectContaining({ id, deleted: true }),
		]);
	});

	test('a missing permission id is refused before sending', async () => {
		const result = await permissions('revoke', { tailoredAudiencePermissionId: byId('={{ "" }}') });
		expect(result.error?.message).toBe('Item 1: Permission is required');
		expect(requests()).toEqual([]);
	});
});

describe('the Revoke picker', () => {
	/** A list search's context: the node's current parameters, in production with its OAuth1 keys. */
	const pickerContext = (parameters: Record<string, unknown>) =>
		contextOf(emulator(), { authentication: 'oAuth1', environment: 'production', ...parameters });

	test('lists the live permissions of the chosen audience on the /5/ path, filtered by granted account', async () => {
		const context = pickerContext({ accountId: ACCOUNT, tailoredAudienceId: '1nmth' });
		const all = await searchAudiencePermissions.call(context);
		expect(all.results.slice(0, 2)).toEqual([
			{ name: '18ce54bgxky: READ_ONLY (perm0)', value: 'perm0' },
			{ name: '18ce54aaaa1: READ_WRITE (perm1)', value: 'perm1' },
		]);
		const filtered = await searchAudiencePermissions.call(context, 'AAAA1');
		expect(filtered).toEqual({
			results: [{ name: '18ce54aaaa1: READ_WRITE (perm1)', value: 'perm1' }],
			paginationToken: undefined,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{ method: 'GET', path: PATH, query: { count: '1000' } },
		]);
	});

	test('asks nothing before an account and an audience are chosen', async () => {
		expect(await searchAudiencePermissions.call(pickerContext({ accountId: ACCOUNT }))).toEqual({
			results: [],
		});
		expect(requests()).toEqual([]);
	});
});
