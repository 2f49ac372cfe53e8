import { startEmulator, type Emulator } from '../emulator';
import { runNode } from '../helpers/runNode';

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());

test('Get Me sends GET /2/users/me with user.fields and returns the user', async () => {
	const { items, error } = await runNode({
		parameters: { resource: 'user', operation: 'getMe', userFields: ['created_at'] },
		credentials: {
			platformOAuth1Api: {
				consumerKey: emulator.seed.consumerKey,
				consumerSecret: emulator.seed.consumerSecret,
				accessToken: emulator.seed.accessToken,
				accessTokenSecret: emulator.seed.accessTokenSecret,
				baseUrl: emulator.coreBaseUrl,
			},
		},
	});
	expect(error).toBeUndefined();
	expect(items.map((i) => i.json)).toEqual([expect.objectContaining({ id: emulator.seed.userId })]);
	expect(emulator.log.map((r) => [r.method, r.path])).toEqual([['GET', '/2/users/me']]);
});
