import { nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core');

describe('User Get by ID', () => {
	test('sends GET /2/users/{id} with user.fields and returns the user', async () => {
		const { items, error } = await run({
			resource: 'user',
			operation: 'getById',
			userId: OTHER_USER.id,
			userFields: ['verified', 'location'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/2/users/${OTHER_USER.id}`,
				query: { 'user.fields': 'verified,location' },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ ...OTHER_USER, verified: true, location: 'Internet' },
		]);
	});

	test("a new node asks for the user's creation time, description and metrics", async () => {
		const { items } = await run({
			authentication: 'bearerToken',
			resource: 'user',
			operation: 'getById',
			userId: OTHER_USER.id,
		});
		expect(requests()[0].query).toEqual({
			'user.fields': 'created_at,description,public_metrics',
		});
		expect(items[0].json).toEqual(
			expect.objectContaining({
				created_at: expect.any(String),
				description: expect.any(String),
				public_metrics: expect.objectContaining({ followers_count: expect.any(Number) }),
			}),
		);
	});

	test('works with an app-only credential, and without fields returns id, name and username', async () => {
		const { items } = await run({
			authentication: 'bearerToken',
			resource: 'user',
			operation: 'getById',
			userId: OTHER_USER.id,
			userFields: [],
		});
		expect(requests()[0].query).toEqual({});
		expect(items.map((item) => item.json)).toEqual([OTHER_USER]);
	});

	test('an unknown user fails with resource-not-found; under Continue On Fail the other item succeeds', async () => {
		const { items } = await run(
			{ resource: 'user', operation: 'getById', userId: '={{ $json.id }}', userFields: [] },
			{ continueOnFail: true, items: [{ json: { id: '999' } }, { json: { id: OTHER_USER.id } }] },
		);
		expect(items.map((item) => item.json)).toEqual([
			{ error: expect.stringContaining('resource-not-found') },
			OTHER_USER,
		]);
	});
});

describe('User Get by Username', () => {
	test('sends GET /2/users/by/username/{username} (a leading @ dropped) and returns the user', async () => {
		const { items, error } = await run({
			resource: 'user',
			operation: 'getByUsername',
			username: '@PlatformDev',
			userFields: ['created_at'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/users/by/username/PlatformDev',
				query: { 'user.fields': 'created_at' },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ ...OTHER_USER, created_at: '2013-12-14T04:35:55.000Z' },
		]);
	});

	test("an unknown username fails with the platform's message", async () => {
		const { error } = await run({
			resource: 'user',
			operation: 'getByUsername',
			username: 'nobody_here',
		});
		expect(error?.message).toBe(
			'No user has the username nobody_here (HTTP 404, resource-not-found)',
		);
		expect(error?.description).toMatch(/^Check the username: the user may have been deleted/);
	});
});

describe('User Get Me', () => {
	test("sends GET /2/users/me with user.fields and returns the credential's user", async () => {
		const { items, error } = await run(
			{ resource: 'user', operation: 'getMe', userFields: ['created_at'] },
			{ credential: 'platformOAuth1Api' },
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: { 'user.fields': 'created_at' } },
		]);
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ id: emulator().seed.userId }),
		]);
	});
});
