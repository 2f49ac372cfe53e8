import { startEmulator, type Emulator } from '..';
import { coreClient } from './coreClient';

/**
 * Every core request is checked against the reference description before a route sees it: what
 * the platform would refuse is answered with its invalid-request problem, naming the parameter
 * (or body field) and the bad value, and nothing is done.
 */
let emulator: Emulator;
let client: ReturnType<typeof coreClient>;
beforeAll(async () => {
	emulator = await startEmulator();
	client = coreClient(emulator);
});
afterAll(async () => await emulator.close());

const refused = (parameter: string, value: string, message: RegExp) => ({
	status: 400,
	type: 'application/problem+json',
	body: expect.objectContaining({
		type: 'https://api.platform.example/2/problems/invalid-request',
		errors: [{ message: expect.stringMatching(message), parameters: { [parameter]: [value] } }],
	}),
});

test.each([
	[
		'a query parameter the endpoint does not take',
		'GET',
		'/2/users/me?colour=blue',
		undefined,
		refused('colour', 'blue', /^The query parameters \[colour\] is not one of \[/),
	],
	[
		'a path id that is not 1 to 19 digits',
		'GET',
		'/2/users/12ab',
		undefined,
		refused('id', '12ab', /does not match \^\[0-9\]\{1,19\}\$/),
	],
	[
		'a field name the list does not hold',
		'GET',
		'/2/users/me?user.fields=created_at,shoe_size',
		undefined,
		refused('user.fields', 'shoe_size', /\[shoe_size\] is not one of/),
	],
	[
		'a page size out of range',
		'GET',
		'/2/posts/search/recent?query=rocket&max_results=5',
		undefined,
		refused('max_results', '5', /is not between 10 and 100/),
	],
	[
		'a required query parameter left out',
		'GET',
		'/2/posts/search/recent',
		undefined,
		refused('query', '', /can not be empty/),
	],
	[
		'a body field out of its enum',
		'POST',
		'/2/media/upload/initialize',
		{ media_type: 'image/png', total_bytes: 10, media_category: 'post_sticker' },
		refused('media_category', 'post_sticker', /\[post_sticker\] is not one of/),
	],
])('refuses %s', async (_name, method, path, body, expected) => {
	emulator.clearLog();
	const headers = /^\/2\/(users\/me|media)/.test(path) ? client.user() : client.app();
	expect(await client.call(method, path, body, headers)).toEqual(expected);
});

test('lets a request the reference describes through to its route', async () => {
	const answer = await client.call(
		'GET',
		`/2/users/${emulator.seed.userId}?user.fields=created_at,pinned_post_id`,
	);
	expect(answer.status).toBe(200);
	expect(answer.body.data.id).toBe(emulator.seed.userId);
});
