import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/promoted_accounts`;
const SEEDED_USER = '1000000000000000001';
const promoted = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'promotedAccount', operation, accountId: byId(ACCOUNT), ...extra });

test('Create promotes a user with a PROMOTED_ACCOUNT line item; Get and Delete use the record id', async () => {
	const created = await promoted('create', { lineItemId: byId('8v7jr'), user_id: '2244994945' });
	expect(requests()).toEqual([
		{ method: 'POST', path: PATH, query: { line_item_id: '8v7jr', user_id: '2244994945' } },
	]);
	const [record] = json(created);
	expect(record).toEqual(
		expect.objectContaining({ line_item_id: '8v7jr', user_id: '2244994945', deleted: false }),
	);
	const id = String(record.id);
	expect(json(await promoted('get', { promotedAccountId: byId(id) }))).toEqual([
		expect.objectContaining({ id, user_id: '2244994945' }),
	]);
	expect(json(await promoted('delete', { promotedAccountId: byId(id) }))).toEqual([
		expect.objectContaining({ id, deleted: true }),
	]);
	const again = await promoted('delete', { promotedAccountId: byId(id) });
	expect(again.error?.message).toBe(
		'The promoted account was not found: it is already deleted or the ID is wrong',
	);
	expect(requests().slice(1)).toEqual([
		{ method: 'GET', path: `${PATH}/${id}`, query: {} },
		{ method: 'DELETE', path: `${PATH}/${id}`, query: {} },
		{ method: 'DELETE', path: `${PATH}/${id}`, query: {} },
	]);
});

test('a line item that does not promote accounts: INCOMPATIBLE_LINE_ITEM explained', async () => {
	const result = await promoted('create', { lineItemId: byId('8v7jo'), user_id: SEEDED_USER });
	expect(result.error?.message).toBe(
		'This line item cannot promote accounts: only a line item of product type PROMOTED_ACCOUNT (a follower campaign) can. Choose such a line item, or promote posts with this one (Promoted Post > Create).',
	);
	expect(result.error?.description).toMatch(
		/^Line item 8v7jo is not set up for promoted accounts \(HTTP 400, INCOMPATIBLE_LINE_ITEM\)/,
	);
});

test('an ineligible user keeps the platform’s own words (not the line item explanation)', async () => {
	const result = await promoted('create', { lineItemId: byId('8v7jr'), user_id: '42' });
	expect(result.error?.message).toBe(
		'User 42 cannot be promoted by this account (HTTP 400, INVALID_USER)',
	);
});

test('Get Many filters by line items and ids; none able to hold promoted accounts is explained', async () => {
	const result = await promoted('getAll', {
		returnAll: true,
		listOptions: {
			lineItemIds: '8v7jr,8v7jo',
			promotedAccountIds: '19pl2',
			sortBy: 'created_at-asc',
		},
	});
	expect(json(result)).toEqual([
		expect.objectContaining({ id: '19pl2', line_item_id: '8v7jr', user_id: SEEDED_USER }),
	]);
	const refused = await promoted('getAll', { limit: 5, listOptions: { lineItemIds: '8v7jo' } });
	expect(refused.error?.message).toBe(
		'None of the line items in Line Item IDs can hold promoted accounts: only line items of product type PROMOTED_ACCOUNT do',
	);
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: {
				count: '1000',
				line_item_ids: '8v7jr,8v7jo',
				promoted_account_ids: '19pl2',
				sort_by: 'created_at-asc',
			},
		},
		{ method: 'GET', path: PATH, query: { count: '5', line_item_ids: '8v7jo' } },
	]);
});

test('the emulator answers a user already promoted with the existing record', async () => {
	const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/promoted_accounts`;
	const answer = await signedRequest('POST', `${base}?line_item_id=8v7jr&user_id=${SEEDED_USER}`);
	expect(answer).toEqual({
		statusCode: 200,
		body: expect.objectContaining({ data: expect.objectContaining({ id: '19pl2' }) }),
	});
	const unknown = await signedRequest('POST', `${base}?line_item_id=8v7jr&user_id=1&paused=true`);
	expect(unknown.statusCode).toBe(400);
});

test.each([
	[
		{ lineItemId: byId('8v7jr'), user_id: '@platformdev' },
		'User ID must be a numeric ID of 1 to 19 digits, got "@platformdev"',
	],
	[{ lineItemId: byId('8v7jr'), user_id: '={{ "" }}' }, 'User ID is required'],
	[
		{ lineItemId: byId('={{ "8v-7jr" }}'), user_id: '1' },
		'Line Item must be an ID of letters and digits, got "8v-7jr"',
	],
])('Create refuses %j before sending', async (extra, message) => {
	const result = await promoted('create', extra);
	expect(result.error?.message).toBe(`Item 1: ${message}`);
	expect(requests()).toEqual([]);
});
