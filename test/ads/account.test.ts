import { startEmulator, type Emulator } from '../emulator';
import { adsAccounts } from '../emulator/routes/ads-accounts';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
	const accounts = adsAccounts(emulator.state);
	for (let n = accounts.length; n < 2500; n++) {
		accounts.push({ ...accounts[0], id: `acc${n}`, name: `Account ${n}` });
	}
});
afterAll(async () => await emulator.close());
beforeEach(() => emulator.clearLog());

const getMany = (extra: Record<string, unknown>) =>
	runNode({
		type: 'n8n-nodes-platform.platformAds',
		parameters: { resource: 'account', operation: 'getAll', ...extra },
		credentials: emulatorCredentials(emulator),
	});

test('Account Get Many with Return All follows next_cursor with count=1000 over 3 pages', async () => {
	const { items, error } = await getMany({ returnAll: true });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(2500);
	expect(items[2499].json.id).toBe('acc2499');
	const queries = emulator.log.map((r) => [r.method, r.path, r.query]);
	expect(queries).toEqual([
		['GET', '/ads/12/accounts', { count: '1000' }],
		['GET', '/ads/12/accounts', { count: '1000', cursor: expect.any(String) }],
		['GET', '/ads/12/accounts', { count: '1000', cursor: expect.any(String) }],
	]);
});

test('Account Get Many with a Limit asks for that many, once', async () => {
	const { items } = await getMany({ returnAll: false, limit: 3 });
	expect(items.map((i) => i.json.id)).toEqual(['18ce54d4x5t', '18ce54bgxky', 'acc2']);
	expect(emulator.log.map((r) => r.query)).toEqual([{ count: '3' }]);
});
