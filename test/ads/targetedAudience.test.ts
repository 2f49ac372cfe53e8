import { TARGETED_PAGE_SIZE } from '../emulator/routes/adsTargetedAudiences';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/targeted`;
const targeted = (extra: Record<string, unknown>, options?: Parameters<typeof run>[1]) =>
	run(
		{
			resource: 'targetedAudience',
			operation: 'get',
			accountId: byId(ACCOUNT),
			customAudienceId: byId('1nmth'),
			...extra,
		},
		options,
	);

test('Return All with with_active=false follows next_cursor over 3 pages, sending no count', async () => {
	const result = await targeted({ with_active: false, returnAll: true });
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: { with_active: 'false' } },
		{ method: 'GET', path: PATH, query: { with_active: 'false', cursor: expect.any(String) } },
		{ method: 'GET', path: PATH, query: { with_active: 'false', cursor: expect.any(String) } },
	]);
	expect(TARGETED_PAGE_SIZE).toBe(5);
	expect(result.items).toHaveLength(12);
	expect(json(result)[0]).toEqual({
		campaign_id: 'cmp0',
		campaign_name: 'Campaign 0',
		line_items: [
			{ id: 'li0a', name: 'Line item 0a', servable: true },
			{ id: 'li0b', name: null, servable: false },
		],
	});
	expect(json(result)[2]).toEqual(
		expect.objectContaining({
			campaign_id: 'cmp2',
			line_items: [
				expect.objectContaining({ servable: false }),
				expect.objectContaining({ servable: false }),
			],
		}),
	);
});

test('with_active=true (the default) leaves out line items that are not servable, and campaigns left without any', async () => {
	const result = await targeted({ returnAll: true });
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: { with_active: 'true' } },
		{ method: 'GET', path: PATH, query: { with_active: 'true', cursor: expect.any(String) } },
	]);
	expect(json(result).map((entry) => entry.campaign_id)).toEqual([
		'cmp0',
		'cmp1',
		'cmp3',
		'cmp4',
		'cmp6',
		'cmp7',
		'cmp9',
		'cmpa',
	]);
	expect(
		json(result).every((entry) =>
			(entry.line_items as Array<{ servable: boolean }>).every((item) => item.servable),
		),
	).toBe(true);
});

test('a Limit stops paging once reached (cut locally: the endpoint takes no count)', async () => {
	const result = await targeted({ with_active: false, limit: 7 });
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: { with_active: 'false' } },
		{ method: 'GET', path: PATH, query: { with_active: 'false', cursor: expect.any(String) } },
	]);
	expect(json(result).map((entry) => entry.campaign_id)).toEqual([
		'cmp0',
		'cmp1',
		'cmp2',
		'cmp3',
		'cmp4',
		'cmp5',
		'cmp6',
	]);
});

test('Return Full Response gives one envelope per page', async () => {
	const result = await targeted({ with_active: false, limit: 3, output: 'response' });
	expect(json(result)).toEqual([
		{
			data: expect.any(Array),
			request: { params: { with_active: 'false' } },
			next_cursor: expect.any(String),
		},
	]);
	expect((json(result)[0].data as unknown[]).length).toBe(5);
});

test('the emulator refuses count, as the platform does for this endpoint', async () => {
	const answer = await signedRequest(
		'GET',
		`${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/custom_audiences/1nmth/targeted?count=5`,
	);
	expect(answer).toEqual({
		statusCode: 400,
		body: expect.objectContaining({
			errors: [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'count' })],
		}),
	});
});

test('continueOnFail: an unknown audience fails its item with the platform message, the other is listed', async () => {
	const result = await targeted(
		{ customAudienceId: byId('={{ $json.id }}'), limit: 1 },
		{ items: [{ json: { id: 'nosuch' } }, { json: { id: '1nmth' } }], continueOnFail: true },
	);
	expect(json(result)).toEqual([
		{ error: 'Custom audience nosuch was not found (HTTP 404, NOT_FOUND)' },
		expect.objectContaining({ campaign_id: 'cmp0' }),
	]);
});
