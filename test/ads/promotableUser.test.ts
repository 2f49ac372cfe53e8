import {
	searchPromotableUserRecords,
	searchPromotableUsers,
} from '../../nodes/PlatformAds/shared/promotableUserLocator';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { accountPickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/promotable_users`;
const users = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'promotableUser', operation, accountId: byId(ACCOUNT), ...extra });

const pickerContext = () => accountPickerContext(emulator());

test('Get Many lists the FULL and the REPOSTS_ONLY user, filtered by ID', async () => {
	const all = await users('getAll', { returnAll: true });
	expect(json(all)).toEqual([
		expect.objectContaining({
			id: '1b9wj',
			user_id: emulator().seed.userId,
			promotable_user_type: 'FULL',
		}),
		expect.objectContaining({
			id: '1b9wk',
			user_id: '2244994945',
			promotable_user_type: 'REPOSTS_ONLY',
		}),
	]);
	const some = await users('getAll', { limit: 5, listOptions: { promotableUserIds: '1b9wk' } });
	expect(json(some).map((user) => user.id)).toEqual(['1b9wk']);
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: { count: '1000' } },
		{ method: 'GET', path: PATH, query: { count: '5', promotable_user_ids: '1b9wk' } },
	]);
});

test('Get reads one promotable user with with_deleted', async () => {
	const result = await users('get', {
		promotableUserId: byId('1b9wk'),
		getOptions: { withDeleted: true },
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/1b9wk`, query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([expect.objectContaining({ id: '1b9wk', deleted: false })]);
});

test('Get of an unknown promotable user fails with the platform message', async () => {
	const result = await users('get', { promotableUserId: byId('nosuch') });
	expect(result.error?.message).toMatch(/Promotable user nosuch was not found/);
});

describe('picker', () => {
	test('offers the account own user first, then each user with username, name and type', async () => {
		const found = await searchPromotableUsers.call(pickerContext());
		expect(found.results).toEqual([
			{ name: "The account's own user (FULL)", value: 'full' },
			{
				name: expect.stringMatching(/^@\w+ \(Emulator User\), FULL$/),
				value: emulator().seed.userId,
			},
			{ name: '@platformdev (Platform Dev), REPOSTS_ONLY', value: '2244994945' },
		]);
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: {} },
			{
				method: 'GET',
				path: '/2/users',
				query: { ids: `${emulator().seed.userId},2244994945` },
			},
		]);
	});

	test('finds a user by a part in the middle of a word, in any case', async () => {
		const found = await searchPromotableUsers.call(pickerContext(), 'ATFORMD');
		expect(found.results).toEqual([
			{ name: '@platformdev (Platform Dev), REPOSTS_ONLY', value: '2244994945' },
		]);
		const byType = await searchPromotableUserRecords.call(pickerContext(), 'reposts');
		expect(byType.results).toEqual([
			{ name: '@platformdev (Platform Dev), REPOSTS_ONLY', value: '1b9wk' },
		]);
	});
});
