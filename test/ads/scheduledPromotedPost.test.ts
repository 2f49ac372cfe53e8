import { advanceAdsClock } from '../emulator/adsClock';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/scheduled_promoted_posts`;
const scheduled = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'scheduledPromotedPost', operation, accountId: byId(ACCOUNT), ...extra });

test('Create, Get and Get Many: post_id stays empty until the scheduled post is published', async () => {
	const created = await scheduled('create', {
		lineItemId: byId('8v7jp'),
		scheduled_post_id: '1700000000000000002',
	});
	const [record] = json(created);
	expect(record).toEqual(
		expect.objectContaining({
			line_item_id: '8v7jp',
			scheduled_post_id: '1700000000000000002',
			post_id: null,
		}),
	);
	const got = await scheduled('get', { scheduledPromotedPostId: byId('1xrq3') });
	expect(json(got)).toEqual([
		expect.objectContaining({ id: '1xrq3', post_id: '1710000000000000003' }),
	]);
	const list = await scheduled('getAll', { limit: 10, listOptions: { lineItemIds: '8v7jo' } });
	expect(json(list).map((one) => one.id)).toEqual(['1xrq1', '1xrq3']);
	expect(requests()).toEqual([
		{
			method: 'POST',
			path: PATH,
			query: { line_item_id: '8v7jp', scheduled_post_id: '1700000000000000002' },
		},
		{ method: 'GET', path: `${PATH}/1xrq3`, query: {} },
		{ method: 'GET', path: PATH, query: { count: '10', line_item_ids: '8v7jo' } },
	]);
});

test('Delete works before the scheduled time and is refused, explained, after it', async () => {
	const early = await scheduled('delete', { scheduledPromotedPostId: byId('1xrq1') });
	expect(json(early)).toEqual([expect.objectContaining({ id: '1xrq1', deleted: true })]);
	const late = await scheduled('delete', { scheduledPromotedPostId: byId('1xrq3') });
	expect(late.error?.message).toBe(
		'The scheduled promoted post can no longer be deleted: its post was published at the scheduled time. Delete the promoted post it became instead (Promoted Post > Delete).',
	);
	expect(late.error?.description).toMatch(/published at 2026-01-02T09:00:00Z/);
	expect(requests()).toEqual([
		{ method: 'DELETE', path: `${PATH}/1xrq1`, query: {} },
		{ method: 'DELETE', path: `${PATH}/1xrq3`, query: {} },
	]);
});

test('once the clock passes the scheduled time, the same delete is refused', async () => {
	const before = await scheduled('get', { scheduledPromotedPostId: byId('1xrq1') });
	expect(json(before)).toEqual([expect.objectContaining({ post_id: null })]);
	advanceAdsClock(emulator().state, 120);
	const result = await scheduled('delete', { scheduledPromotedPostId: byId('1xrq1') });
	expect(result.error?.message).toMatch(/^The scheduled promoted post can no longer be deleted/);
	const after = await scheduled('get', { scheduledPromotedPostId: byId('1xrq1') });
	expect(json(after)).toEqual([expect.objectContaining({ post_id: '1710000000000000001' })]);
});

test.each([
	[
		{ lineItemId: byId('8v7jo'), scheduled_post_id: 'tomorrow' },
		'Scheduled Post must be a numeric ID of 1 to 19 digits, got "tomorrow"',
	],
	[
		{ lineItemId: byId('={{ $json.none }}'), scheduled_post_id: '1700000000000000002' },
		'Line Item is required',
	],
	[
		{ scheduledPromotedPostId: byId('={{ "1xr q1" }}'), operation: 'get' },
		'Scheduled Promoted Post must be an ID of letters and digits, got "1xr q1"',
	],
])('refuses %j before sending', async (extra, message) => {
	const { operation = 'create', ...parameters } = extra as Record<string, unknown>;
	const result = await scheduled(String(operation), parameters);
	expect(result.error?.message).toBe(`Item 1: ${message}`);
	expect(requests()).toEqual([]);
});
