'use strict';
// Platform > Post and User inside n8n: create a post, look it up with its author expanded, find it
// by search, look its author up by username, delete it; each node reads the one before.
const { byType, chain, platformNode } = require('../workflows');

const WORKFLOW_ID = 'PlatformPosts001';
const CREATE_ONLY_ID = 'PlatformPosts002';
const TEXT = 'E2E rocket launch posted from n8n';

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const node = (name, parameters, credential = oauth1, settings = {}) => ({
		...platformNode(
			name,
			'platformCore',
			{ authentication: credential === bearer ? 'bearerToken' : 'oAuth1', ...parameters },
			credential,
		),
		...settings,
	});
	return [
		chain(WORKFLOW_ID, 'Posts: create, get, search, author, delete', [
			node('Create post', {
				resource: 'post',
				operation: 'create',
				text: TEXT,
				options: { pollOptions: ['Yes', 'No'], pollDurationMinutes: 30 },
			}),
			node('Get post', {
				resource: 'post',
				operation: 'get',
				postId: {
					__rl: true,
					mode: 'url',
					value: '=https://example.com/emulator_user/status/{{ $json.id }}',
				},
				postFields: ['author_id', 'attachments'],
				expansions: ['author_id', 'attachments.poll_ids'],
				userFields: ['created_at'],
			}),
			node(
				'Search recent',
				{
					resource: 'post',
					operation: 'searchRecent',
					query: 'rocket from:emulator_user',
					limit: 5,
				},
				bearer,
			),
			node(
				'Author',
				{
					resource: 'user',
					operation: 'getByUsername',
					username: "={{ $('Get post').first().json.author.username }}",
				},
				oauth1,
				{ executeOnce: true },
			),
			node(
				'Delete post',
				{
					resource: 'post',
					operation: 'delete',
					postId: { __rl: true, mode: 'id', value: "={{ $('Create post').first().json.id }}" },
				},
				oauth1,
				{ executeOnce: true },
			),
		]),
		chain(CREATE_ONLY_ID, 'Posts: create one to list', [
			node('Create post', {
				resource: 'post',
				operation: 'create',
				text: 'E2E post to pick from the list',
			}),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Post Create, Get (URL, expansions), Search Recent, User Get by Username and Post Delete run in the n8n server',
		async () => {
			const execution = await h.runWorkflowInServer(rest, WORKFLOW_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const output = (name) =>
				execution.data.resultData.runData[name][0].data.main[0].map((item) => item.json);
			const [created] = output('Create post');
			assert(
				/^[0-9]{1,19}$/.test(created.id) && created.text === TEXT,
				`created ${JSON.stringify(created)}`,
			);
			const [post] = output('Get post');
			assert(
				post.id === created.id &&
					post.author?.username === 'emulator_user' &&
					post.author?.created_at,
				`get ${JSON.stringify(post)}`,
			);
			assert(
				post.polls?.[0]?.options?.length === 2,
				`poll not merged into the post: ${JSON.stringify(post)}`,
			);
			// A search as a new node makes it: the post's time, author and metrics come back.
			const found = output('Search recent');
			const hit = found.find((item) => item.id === created.id);
			assert(
				hit?.created_at && hit.author?.username === 'emulator_user' && hit.public_metrics,
				`search ${JSON.stringify(found)}`,
			);
			const [author] = output('Author');
			assert(
				author.id === '1000000000000000001' && author.username === 'emulator_user',
				`author ${JSON.stringify(author)}`,
			);
			const deleted = output('Delete post');
			assert(
				deleted.length === 1 && deleted[0].deleted === true,
				`delete ${JSON.stringify(deleted)}`,
			);

			const requests = (await newRequests())
				.filter((e) => !e.path.startsWith('/__emulator'))
				.map(
					(e) => `${e.method} ${e.path} ${e.status} ${e.auth.scheme} ${JSON.stringify(e.query)}`,
				);
			const expected = [
				'POST /2/posts 201 oauth1 {}',
				`GET /2/posts/${created.id} 200 oauth1 {"post.fields":"author_id,attachments","expansions":"author_id,attachments.poll_ids","user.fields":"created_at"}`,
				'GET /2/posts/search/recent 200 bearer {"post.fields":"author_id,conversation_id,created_at,lang,public_metrics","expansions":"author_id","user.fields":"created_at,description,public_metrics","query":"rocket from:emulator_user","max_results":"10"}',
				'GET /2/users/by/username/emulator_user 200 oauth1 {"user.fields":"created_at,description,public_metrics"}',
				`DELETE /2/posts/${created.id} 200 oauth1 {}`,
			];
			assert(
				JSON.stringify(requests) === JSON.stringify(expected),
				`the emulator saw:\n${requests.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
		},
	);

	await check(
		"the post locator lists the user's own posts in the n8n editor (From List, with a filter)",
		async () => {
			const execution = await h.runWorkflowInServer(rest, CREATE_ONLY_ID, 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [created] = execution.data.resultData.runData['Create post'][0].data.main[0].map(
				(item) => item.json,
			);
			await newRequests();
			const listed = await listMyPosts(
				rest,
				credentials.find((c) => c.type === 'platformOAuth1Api'),
				'pick from',
			);
			assert(
				JSON.stringify(listed.results) ===
					JSON.stringify([{ name: 'E2E post to pick from the list', value: created.id }]),
				`listed ${JSON.stringify(listed)}`,
			);
			const requests = (await newRequests())
				.filter((e) => !e.path.startsWith('/__emulator'))
				.map((e) => `${e.method} ${e.path} ${e.status}`);
			assert(
				JSON.stringify(requests) ===
					JSON.stringify(['GET /2/users/me 200', 'GET /2/users/1000000000000000001/posts 200']),
				`the emulator saw ${requests.join('; ')}`,
			);
		},
	);
}

/** The post locator's From List mode, as the editor asks n8n for it. */
async function listMyPosts(rest, credential, filter) {
	const answer = await rest.listSearch({
		node: 'platformCore',
		parameter: 'postId',
		method: 'searchMyPosts',
		filter,
		credential,
		parameters: {
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'delete',
			postId: { __rl: true, mode: 'list', value: '' },
		},
	});
	if (answer.status !== 200)
		throw new Error(`resource-locator-results: ${answer.status} ${answer.text.slice(0, 500)}`);
	return answer.data;
}

module.exports = { workflows, run };
