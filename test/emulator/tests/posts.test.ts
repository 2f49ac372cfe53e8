import { startEmulator, type Emulator } from '..';
import { postRecords } from '../stores';

/**
 * The emulator's posts, search, users and news routes refuse what the platform refuses, with
 * problem+json and the right slug; driven here with plain HTTP and the app-only bearer token.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
	const id = '1500000000000000401';
	postRecords(emulator.state).push({
		id,
		text: 'a post',
		author_id: emulator.seed.userId,
		created_at: new Date(Date.now() - 30 * 60_000).toISOString(),
		edit_history_post_ids: [id],
	});
});
afterAll(async () => await emulator.close());

async function get(path: string) {
	const response = await fetch(`${emulator.url}${path}`, {
		headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` },
	});
	return {
		status: response.status,
		type: response.headers.get('content-type'),
		body: (await response.json()) as Record<string, unknown>,
	};
}

const invalid = (parameter: string, value: string) => ({
	status: 400,
	type: 'application/problem+json',
	body: expect.objectContaining({
		type: 'https://api.platform.example/2/problems/invalid-request',
		errors: [{ message: expect.any(String), parameters: { [parameter]: [value] } }],
	}),
});

test.each([
	['/2/posts/abc', 'id', 'abc'],
	['/2/posts?ids=1500000000000000401,x', 'ids', 'x'],
	['/2/posts', 'ids', ''],
	['/2/posts?ids=1500000000000000401&post.fields=colour', 'post.fields', 'colour'],
	['/2/posts/1500000000000000401?expansions=everything', 'expansions', 'everything'],
	['/2/posts/search/recent', 'query', ''],
	[`/2/posts/search/recent?query=${'q'.repeat(4097)}`, 'query', 'q'.repeat(4097)],
	['/2/posts/search/recent?query=x&sort_order=oldest', 'sort_order', 'oldest'],
	[
		'/2/posts/search/recent?query=x&start_time=2020-01-01T00:00:00Z',
		'start_time',
		'2020-01-01T00:00:00Z',
	],
	['/2/posts/search/recent?query=x&start_time=yesterday', 'start_time', 'yesterday'],
	['/2/posts/search/recent?query=x&since_id=new', 'since_id', 'new'],
	['/2/posts/counts/recent?query=x&granularity=week', 'granularity', 'week'],
	['/2/users/abc', 'id', 'abc'],
	['/2/users/by/username/has%20space', 'username', 'has space'],
	['/2/news/search?query=x&max_results=101', 'max_results', '101'],
	['/2/news/search?query=x&max_age_hours=0', 'max_age_hours', '0'],
	['/2/news/x1', 'id', 'x1'],
])('GET %s is an invalid-request naming %s', async (path, parameter, value) => {
	expect(await get(path)).toEqual(invalid(parameter, value));
});

test.each([
	['/2/posts/1500000000000009999', 'post', 'id'],
	['/2/users/999', 'user', 'id'],
	['/2/users/by/username/nobody', 'user', 'username'],
	['/2/news/1900000000000009999', 'news', 'id'],
])('GET %s is resource-not-found', async (path, resourceType, parameter) => {
	const value = path.slice(path.lastIndexOf('/') + 1);
	expect(await get(path)).toEqual({
		status: 404,
		type: 'application/problem+json',
		body: expect.objectContaining({
			type: 'https://api.platform.example/2/problems/resource-not-found',
			title: 'Not Found Error',
			parameter,
			value,
			resource_id: value,
			resource_type: resourceType,
		}),
	});
});

test('search max_results outside 10 to 100 is refused', async () => {
	const { status, body } = await get('/2/posts/search/recent?query=x&max_results=5');
	expect(status).toBe(400);
	expect(body.type).toMatch(/invalid-request$/);
});

test('creating and deleting posts needs user context: the app-only token is refused', async () => {
	for (const method of ['POST', 'DELETE']) {
		const response = await fetch(
			`${emulator.url}/2/posts${method === 'DELETE' ? '/1500000000000000401' : ''}`,
			{
				method,
				headers: {
					authorization: `Bearer ${emulator.seed.appBearerToken}`,
					'content-type': 'application/json',
				},
				body: method === 'POST' ? JSON.stringify({ text: 'x' }) : undefined,
			},
		);
		expect(response.status).toBe(403);
		expect(((await response.json()) as { type: string }).type).toMatch(
			/unsupported-authentication$/,
		);
	}
});
