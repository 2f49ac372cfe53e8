import { appLists } from '../emulator/routes/adsAppLists';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';

const { emulator, run, requests } = nodeHarness('measurement');
const ACCOUNT = '18ce54d4x5t';
const PATH = `/ads/12/accounts/${ACCOUNT}/app_lists`;
const lists = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'appList', operation, accountId: byId(ACCOUNT), ...extra });

describe('App List', () => {
	test('Create counts the lists, then sends the name and the apps joined with commas', async () => {
		const result = await lists('create', {
			name: 'Games',
			appStoreIdentifiers: ' 333903271 , com.example.game,',
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{
				method: 'POST',
				path: PATH,
				query: { name: 'Games', app_store_identifiers: '333903271,com.example.game' },
			},
		]);
		expect(json(result)[0].apps).toEqual([
			{ app_store_identifier: '333903271', os_type: 'iOS' },
			{ app_store_identifier: 'com.example.game', os_type: 'Android' },
		]);
	});

	test('Get shows the apps; Get Many and Delete send one request each', async () => {
		const got = await lists('get', { appListId: byId('al1') });
		await lists('getAll', { listOptions: { appListIds: 'al1' }, limit: 10 });
		await lists('delete', { appListId: byId('al1') });
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/al1`, query: {} },
			{ method: 'GET', path: PATH, query: { app_list_ids: 'al1', count: '10' } },
			{ method: 'DELETE', path: `${PATH}/al1`, query: {} },
		]);
		expect(json(got)[0].apps).toHaveLength(2);
	});

	test('the 101st list is refused after counting: nothing is posted', async () => {
		const store = appLists(emulator().state);
		const live = store.filter((list) => list.account_id === ACCOUNT && !list.deleted).length;
		for (let n = live; n < 100; n++)
			store.push({ ...store[0], id: `full${n}`, name: `Full ${n}`, deleted: false });
		try {
			const result = await lists('create', { name: 'One more', appStoreIdentifiers: '1' });
			expect(result.error?.message).toMatch(/^Item 1: Account already holds 100 app lists/);
			expect(requests().map(({ method }) => method)).toEqual(['GET']);
		} finally {
			store.splice(0, store.length, ...store.filter((list) => !list.id.startsWith('full')));
		}
	});

	test.each([
		[
			'App Store Identifiers',
			{ appStoreIdentifiers: 'com.example/app' },
			/must hold App Store IDs/,
		],
		[
			'App Store Identifiers',
			{ appStoreIdentifiers: Array.from({ length: 501 }, (_, n) => `a${n}`).join(',') },
			/allows at most 500 entries \(it has 501\)/,
		],
		[
			'App Store Identifiers',
			{ appStoreIdentifiers: '={{ " , " }}' },
			/needs at least 1 entry \(it has 0\)/,
		],
		['Name', { name: '={{ "" }}' }, /is required/],
	])('Create refuses a bad %s before sending anything', async (field, change, problem) => {
		const result = await lists('create', { name: 'Apps', appStoreIdentifiers: '1', ...change });
		expect(result.error?.message).toMatch(new RegExp(`^Item 1: ${field} `));
		expect(result.error?.message).toMatch(problem);
		expect(requests()).toEqual([]);
	});
});
