import { adsAccounts, accountApps } from '../emulator/routes/adsAccounts';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const account = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'account', operation, ...extra });

describe('Account Get Many', () => {
	beforeAll(() => {
		const accounts = adsAccounts(emulator().state);
		for (let n = accounts.length; n < 2500; n++)
			accounts.push({ ...accounts[0], id: `acc${n}`, name: `Account ${n}` });
	});

	test('Return All follows next_cursor with count=1000 over 3 pages, leaving out the deleted account', async () => {
		const result = await account('getAll', { returnAll: true });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(2499);
		expect(result.items[2498].json.id).toBe('acc2499');
		expect(result.items.some((item) => item.json.deleted)).toBe(false);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/ads/12/accounts', query: { count: '1000' } },
			{
				method: 'GET',
				path: '/ads/12/accounts',
				query: { count: '1000', cursor: expect.any(String) },
			},
			{
				method: 'GET',
				path: '/ads/12/accounts',
				query: { count: '1000', cursor: expect.any(String) },
			},
		]);
	});

	test('a Limit asks for that many, once', async () => {
		const result = await account('getAll', { limit: 3 });
		expect(json(result).map((record) => record.id)).toEqual(['18ce54d4x5t', '18ce54bgxky', 'acc3']);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/ads/12/accounts', query: { count: '3' } },
		]);
	});

	test('sends account_ids, q, sort_by and with_deleted', async () => {
		const result = await account('getAll', {
			limit: 10,
			listOptions: {
				accountIds: '18ce54d4x5t, 18ce54dead0',
				q: 'emulator',
				sortBy: 'name-desc',
				withDeleted: true,
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/ads/12/accounts',
				query: {
					count: '10',
					account_ids: '18ce54d4x5t,18ce54dead0',
					q: 'emulator',
					sort_by: 'name-desc',
					with_deleted: 'true',
				},
			},
		]);
		expect(json(result).map((record) => [record.id, record.deleted])).toEqual([
			['18ce54dead0', true],
			['18ce54d4x5t', false],
		]);
	});

	test('with_total_count on one page; Return Full Response gives the envelope with total_count', async () => {
		const result = await account('getAll', {
			limit: 2,
			output: 'response',
			listOptions: { withTotalCount: true },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/ads/12/accounts', query: { count: '2', with_total_count: 'true' } },
		]);
		expect(json(result)).toEqual([
			{
				data: [
					expect.objectContaining({ id: '18ce54d4x5t' }),
					expect.objectContaining({ id: '18ce54bgxky' }),
				],
				request: { params: { count: '2', with_total_count: 'true' } },
				next_cursor: expect.any(String),
				total_count: 2499,
			},
		]);
	});
});

test('Get sends with_deleted and returns the account', async () => {
	const result = await account('get', {
		accountId: byId('18ce54dead0'),
		getOptions: { withDeleted: true },
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/accounts/18ce54dead0', query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: '18ce54dead0', name: 'Emulator Closed Account', deleted: true }),
	]);
});

test('Get of an account picked from the list, in the sandbox environment, with the envelope', async () => {
	const result = await account('get', {
		environment: 'sandbox',
		accountId: fromList(ACCOUNT),
		output: 'response',
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: `/ads-sandbox/12/accounts/${ACCOUNT}`, query: {} },
	]);
	expect(json(result)).toEqual([
		{
			data: expect.objectContaining({ id: ACCOUNT, industry_type: 'TECHNOLOGY' }),
			request: { params: {} },
		},
	]);
});

test('Create goes to the sandbox even when the environment is production', async () => {
	const result = await account('create', { environment: 'production' });
	expect(requests()).toEqual([{ method: 'POST', path: '/ads-sandbox/12/accounts', query: {} }]);
	expect(json(result)).toEqual([
		expect.objectContaining({
			id: expect.stringMatching(/^sbx/),
			name: 'Sandbox Account',
			deleted: false,
		}),
	]);
});

test('Delete goes to the sandbox and returns the account with deleted=true', async () => {
	adsAccounts(emulator().state).push({
		...adsAccounts(emulator().state)[0],
		id: 'sbxdel1',
		name: 'To delete',
	});
	const result = await account('delete', { accountId: byId('sbxdel1') });
	expect(requests()).toEqual([
		{ method: 'DELETE', path: '/ads-sandbox/12/accounts/sbxdel1', query: {} },
	]);
	expect(json(result)).toEqual([expect.objectContaining({ id: 'sbxdel1', deleted: true })]);
});

test('the emulator refuses the sandbox-only paths on the production base URL, in the ads error body', async () => {
	const answer = await signedRequest('POST', `${emulator().adsBaseUrl}/12/accounts`);
	expect(answer).toEqual({
		statusCode: 404,
		body: {
			errors: [
				expect.objectContaining({
					code: 'ROUTE_NOT_FOUND',
					message: 'POST /12/accounts exists only in the ads sandbox',
				}),
			],
			request: { params: {} },
		},
	});
});

describe('Account Update', () => {
	test('sends name and industry_type as query parameters', async () => {
		const result = await account('update', {
			accountId: byId('18ce54bgxky'),
			updateFields: { name: 'Renamed', industry_type: 'RETAIL' },
		});
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: '/ads/12/accounts/18ce54bgxky',
				query: { name: 'Renamed', industry_type: 'RETAIL' },
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: '18ce54bgxky', name: 'Renamed', industry_type: 'RETAIL' }),
		]);
	});

	test('a typed account ID that is not one is refused by n8n before the run (from an expression: the bad-input matrix)', async () => {
		await expect(
			account('update', { accountId: byId('../2/users'), updateFields: { name: 'x' } }),
		).rejects.toThrow('Not a valid account ID');
		expect(requests()).toEqual([]);
	});
});

test('List Apps pages the apps of the account, without the deleted one', async () => {
	const apps = accountApps(emulator().state);
	for (let n = apps.length; n < 2100; n++) apps.push({ ...apps[0], id: `app${n}` });
	const result = await account('getApps', { accountId: byId(ACCOUNT), returnAll: true });
	expect(requests()).toEqual([
		{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/account_apps`, query: { count: '1000' } },
		{
			method: 'GET',
			path: `/ads/12/accounts/${ACCOUNT}/account_apps`,
			query: { count: '1000', cursor: expect.any(String) },
		},
		{
			method: 'GET',
			path: `/ads/12/accounts/${ACCOUNT}/account_apps`,
			query: { count: '1000', cursor: expect.any(String) },
		},
	]);
	expect(result.items).toHaveLength(2099);
	expect(json(result).slice(0, 2)).toEqual([
		expect.objectContaining({ id: 'app0', app_store_identifier: '333903271', os_type: 'iOS' }),
		expect.objectContaining({ id: 'app1', os_type: 'Android' }),
	]);
});

test('continueOnFail: an item with a bad account ID becomes an error item, the others run', async () => {
	const result = await run(
		{ resource: 'account', operation: 'get', accountId: byId('={{ $json.account }}') },
		{
			items: [
				{ json: { account: ACCOUNT } },
				{ json: { account: 'no such!' } },
				{ json: { account: '18ce54bgxky' } },
			],
			continueOnFail: true,
		},
	);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: ACCOUNT }),
		{ error: 'Item 2: Account must be an ID of letters and digits, got "no such!"' },
		expect.objectContaining({ id: '18ce54bgxky' }),
	]);
	expect(result.items.map((item) => item.pairedItem)).toEqual([
		{ item: 0 },
		{ item: 1 },
		{ item: 2 },
	]);
	expect(requests().map((request) => request.path)).toEqual([
		`/ads/12/accounts/${ACCOUNT}`,
		'/ads/12/accounts/18ce54bgxky',
	]);
});

test('a platform error of one item under continueOnFail: 403 ACCOUNT_NOT_FOUND as the mapped message', async () => {
	const result = await run(
		{
			resource: 'account',
			operation: 'getApps',
			accountId: byId('={{ $json.account }}'),
			limit: 1,
		},
		{
			items: [{ json: { account: 'unknown1' } }, { json: { account: ACCOUNT } }],
			continueOnFail: true,
		},
	);
	expect(json(result)[0]).toEqual({ error: expect.stringContaining('ACCOUNT_NOT_FOUND') });
	expect(json(result)[1]).toEqual(expect.objectContaining({ id: 'app0' }));
});
