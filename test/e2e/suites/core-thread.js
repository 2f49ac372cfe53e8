'use strict';
// Post > Create Thread inside n8n: a long text posted as a thread of replies; then a thread whose
// third part fails (the emulator answers 503 once), and the same workflow run again posts parts 3
// to 5 only, finding parts 1 and 2 among the user's recent posts.
const { byType, chain, platformNode } = require('../workflows');
const { nodeOutput } = require('../executions');

const sentence = (topic) =>
	`This is the part of the story about ${topic}, told in plain words so that it reads well on its own.`;
const threadText = (topics) => topics.map(sentence).join(' ');
const FIRST = threadText([
	'planning',
	'customers',
	'reports',
	'links',
	'onboarding',
	'defaults',
	'measuring',
	'growth',
	'support',
	'thanks',
]);
const SECOND = threadText([
	'apples',
	'pears',
	'plums',
	'cherries',
	'grapes',
	'lemons',
	'limes',
	'melons',
	'kiwis',
	'figs',
]);

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const thread = (name, text) =>
		platformNode(
			name,
			'platformCore',
			{
				authentication: 'oAuth1',
				resource: 'post',
				operation: 'createThread',
				partsFrom: 'split',
				threadText: text,
				threadOptions: { numbered: true },
			},
			oauth1,
		);
	return [
		chain('PlatformThread01', 'Core: a thread from one long text', [thread('Thread', FIRST)]),
		chain('PlatformThread02', 'Core: a thread that fails at part 3, run again', [
			thread('Thread', SECOND),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, injectFault }) {
	const posts = async () =>
		(await newRequests()).filter((entry) => entry.method === 'POST' && entry.path === '/2/posts');

	await check(
		'Core: a long text is posted as a numbered thread of replies, inside n8n',
		async () => {
			await newRequests();
			const execution = await h.runWorkflowInServer(rest, 'PlatformThread01', 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 500)}`,
			);
			const made = nodeOutput(execution, 'Thread');
			const sent = await posts();
			assert(made.length === 5 && sent.length === 5, `${made.length} posts, ${sent.length} sent`);
			// The emulator's log over HTTP carries no bodies: the texts are read from the output
			// (the reply chain is asserted on exact requests in test/core/postThread.test.ts).
			made.forEach((post, index) =>
				assert(post.text.endsWith(` ${index + 1}/5`), `part ${index + 1}: ${post.text}`),
			);
		},
	);

	await check(
		'Core: a thread failing at part 3 of 5, run again, posts parts 3 to 5 only, inside n8n',
		async () => {
			await newRequests();
			await injectFault({
				method: 'POST',
				path: '/2/posts',
				after: 2,
				status: 503,
				body: { errors: [{ code: 131, message: 'Service unavailable' }] },
			});
			const failed = await h.runWorkflowInServer(rest, 'PlatformThread02', 'Start');
			const message = failed.data?.resultData?.error?.message ?? '';
			assert(failed.status === 'error', `first run status ${failed.status}`);
			assert(/Part 3 of 5 failed \(parts posted: \d+, \d+\)/.test(message), `message ${message}`);
			const firstSent = await posts();
			assert(firstSent.length === 3, `first run sent ${firstSent.length} posts`);

			const rerun = await h.runWorkflowInServer(rest, 'PlatformThread02', 'Start');
			assert(
				rerun.status === 'success',
				`rerun status ${rerun.status}: ${JSON.stringify(rerun.data?.resultData?.error ?? {}).slice(0, 500)}`,
			);
			const resent = await posts();
			assert(resent.length === 3, `rerun sent ${resent.length} posts`);
			const made = nodeOutput(rerun, 'Thread');
			assert(
				JSON.stringify(made.map((post) => [post.part, post.alreadyPosted === true])) ===
					'[[1,true],[2,true],[3,false],[4,false],[5,false]]',
				`rerun output ${JSON.stringify(made)}`,
			);
		},
	);
}

module.exports = { workflows, run };
