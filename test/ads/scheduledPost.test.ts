import { pendingPosts } from '../emulator/routes/adsScheduledPosts';
import { seededMediaLibraryKey } from '../emulator/routes/adsMediaLibrary';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads');
const ADS = `/ads/12/accounts/${ACCOUNT}`;
const PATH = `${ADS}/scheduled_posts`;
const scheduled = (
	operation: string,
	extra: Record<string, unknown> = {},
	options?: Parameters<typeof run>[1],
) => run({ resource: 'scheduledPost', operation, accountId: byId(ACCOUNT), ...extra }, options);
/**
 * A winter day (New York 5 hours behind UTC) at least a day ahead and less than a year ahead,
 * whatever the date: the first 15 January or 10 February after tomorrow. The two are 26 days
 * apart, so the first one after tomorrow is at most 340 days ahead.
 */
const nextWinterDay = () => {
	const tomorrow = Date.now() + 86_400_000;
	const year = new Date(tomorrow).getUTCFullYear();
	return [year, year + 1]
		.flatMap((one) => [`${one}-01-15`, `${one}-02-10`])
		.find((day) => Date.parse(`${day}T00:00:00Z`) > tomorrow)!;
};
const me = () => emulator().seed.userId;
const IMAGE = seededMediaLibraryKey(0);

describe('Create', () => {
	test("posts as the account's own user by default, looked up once for all items; time in the workflow's zone, to the minute", async () => {
		const day = nextWinterDay();
		const result = await scheduled(
			'create',
			{
				scheduledAt: `${day}T10:15:42`,
				text: '={{ $json.text }}',
				mediaKeys: [],
				additionalFields: {
					name: 'Winter sale',
					nullcast: false,
					cardUri: 'card://1044294149527166979',
				},
			},
			{
				items: [
					{ json: { text: 'First' } },
					{ json: { text: 'Second' } },
					{ json: { text: 'Third' } },
				],
			},
		);
		expect(result.error).toBeUndefined();
		const query = (text: string) => ({
			as_user_id: me(),
			scheduled_at: `${day}T15:15:00Z`,
			text,
			name: 'Winter sale',
			nullcast: 'false',
			card_uri: 'card://1044294149527166979',
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `${ADS}/promotable_users`, query: { count: '1000' } },
			{ method: 'POST', path: PATH, query: query('First') },
			{ method: 'POST', path: PATH, query: query('Second') },
			{ method: 'POST', path: PATH, query: query('Third') },
		]);
		expect(json(result)).toEqual(
			['First', 'Second', 'Third'].map((text) =>
				expect.objectContaining({
					text,
					user_id: me(),
					scheduled_at: `${day}T15:15:00Z`,
					scheduled_status: 'SCHEDULED',
					post_id: null,
				}),
			),
		);
	});

	test('as a REPOSTS_ONLY user picked by ID, media keys only (no text), a time with its own offset', async () => {
		const day = nextWinterDay();
		const result = await scheduled('create', {
			asUserId: fromList('2244994945'),
			scheduledAt: `${day}T10:00:59+02:00`,
			mediaKeys: [IMAGE, seededMediaLibraryKey(3)],
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					as_user_id: '2244994945',
					scheduled_at: `${day}T08:00:00Z`,
					media_keys: `${IMAGE},${seededMediaLibraryKey(3)}`,
				},
			},
		]);
		expect(json(result)[0]).toEqual(
			expect.objectContaining({
				user_id: '2244994945',
				text: '',
				media_keys: [IMAGE, seededMediaLibraryKey(3)],
			}),
		);
	});

	test("a media key not in the account's library is refused by the platform", async () => {
		const result = await scheduled('create', {
			asUserId: byId(me()),
			scheduledAt: `${nextWinterDay()}T10:00:00Z`,
			mediaKeys: ['3_999'],
		});
		expect(result.error?.message).toMatch(/3_999 is not in the account's media library/);
	});
});

test('Get, Get Many of another user, and the list of the own user by default', async () => {
	const one = await scheduled('get', { scheduledPostId: byId('1339940521097347001') });
	expect(json(one)).toEqual([
		expect.objectContaining({ id: '1339940521097347001', scheduled_at: '2099-01-01T10:00:00Z' }),
	]);
	const own = await scheduled('getAll', { returnAll: true });
	const theirs = await scheduled('getAll', { limit: 1, listOptions: { userId: '2244994945' } });
	expect(json(own).map((post) => post.id)).toEqual(
		expect.arrayContaining(['1339940521097347001', '1339940521097347002']),
	);
	expect(json(own).every((post) => post.user_id === me())).toBe(true);
	expect(json(theirs).map((post) => post.id)).toEqual(['1339940521097347003']);
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/1339940521097347001`, query: {} },
		{ method: 'GET', path: PATH, query: { count: '200' } },
		{ method: 'GET', path: PATH, query: { count: '1', user_id: '2244994945' } },
	]);
});

describe('Update', () => {
	test('sends only what changes; Remove Media and Remove Card send them empty', async () => {
		const result = await scheduled('update', {
			scheduledPostId: byId('1339940521097347002'),
			updateFields: {
				text: 'Changed',
				removeMediaKeys: true,
				removeCard: true,
				scheduledAt: `${nextWinterDay()}T09:00:00Z`,
				nullcast: true,
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/1339940521097347002`,
				query: {
					text: 'Changed',
					nullcast: 'true',
					card_uri: '',
					media_keys: '',
					scheduled_at: `${nextWinterDay()}T09:00:00Z`,
				},
			},
		]);
		expect(json(result)[0]).toEqual(
			expect.objectContaining({ text: 'Changed', media_keys: [], card_uri: null }),
		);
	});

	test('replaces the media keys', async () => {
		await scheduled('update', {
			scheduledPostId: byId('1339940521097347001'),
			updateFields: { mediaKeys: [seededMediaLibraryKey(1)] },
		});
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/1339940521097347001`,
				query: { media_keys: seededMediaLibraryKey(1) },
			},
		]);
	});
});

test('Delete answers the record DELETED; it cannot be read again', async () => {
	const created = pendingPosts(emulator().state).find((post) => post.id === '1339940521097347003');
	expect(created).toBeDefined();
	const result = await scheduled('delete', { scheduledPostId: byId('1339940521097347003') });
	expect(json(result)).toEqual([
		expect.objectContaining({ id: '1339940521097347003', scheduled_status: 'DELETED' }),
	]);
	const again = await scheduled('get', { scheduledPostId: byId('1339940521097347003') });
	expect(again.error?.message).toMatch(
		/Scheduled post 1339940521097347003 was not found \(HTTP 404/,
	);
	expect(requests()).toEqual([
		{ method: 'DELETE', path: `${PATH}/1339940521097347003`, query: {} },
		{ method: 'GET', path: `${PATH}/1339940521097347003`, query: {} },
	]);
});
