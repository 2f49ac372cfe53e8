'use strict';
// Direct messages, lists, spaces, articles, compliance jobs, account activity, filtered-stream
// webhooks, broadcasts and media extras inside n8n: one check per resource, each a workflow run
// in the n8n server against the emulator and judged by its output and the requests it sent.
const { PNG_BASE64, fileNode } = require('../mediaFiles');
const { byType, chain, platformNode } = require('../workflows');

const DEV = '2244994945';
const IDS = {
	dm: 'PlatformMsgList1',
	list: 'PlatformMsgList2',
	space: 'PlatformMsgList3',
	article: 'PlatformMsgList4',
	compliance: 'PlatformMsgList5',
	streams: 'PlatformMsgList6',
	broadcast: 'PlatformMsgList7',
	media: 'PlatformMsgList8',
};

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const core = (name, parameters, credential = oauth1) =>
		platformNode(name, 'platformCore', parameters, credential);
	const app = (name, parameters) =>
		core(name, { authentication: 'bearerToken', ...parameters }, bearer);
	const dev = { __rl: true, mode: 'username', value: 'platformdev' };
	return [
		chain(IDS.dm, 'Direct message with an image from a binary field', [
			fileNode('Coupon image', PNG_BASE64, 'image/png', 'coupon.png'),
			core('Send', {
				resource: 'directMessage',
				operation: 'sendToUser',
				participant: dev,
				text: 'Your coupon',
				attachBinary: true,
			}),
			core('Conversation', {
				resource: 'directMessage',
				operation: 'getEventsWithUser',
				participant: dev,
				limit: 5,
			}),
		]),
		chain(IDS.list, 'List: create, add a member by username, members, delete', [
			core('Create list', { resource: 'list', operation: 'create', name: 'Launch crew' }),
			core('Add member', {
				resource: 'list',
				operation: 'addMember',
				listId: { __rl: true, mode: 'id', value: "={{ $('Create list').item.json.id }}" },
				member: dev,
			}),
			core('Members', {
				resource: 'list',
				operation: 'members',
				listId: { __rl: true, mode: 'id', value: "={{ $('Create list').item.json.id }}" },
				returnAll: true,
				userFields: [],
			}),
			core('Delete list', {
				resource: 'list',
				operation: 'delete',
				listId: { __rl: true, mode: 'id', value: "={{ $('Create list').item.json.id }}" },
			}),
		]),
		chain(IDS.space, 'Space: search live spaces', [
			app('Search spaces', {
				resource: 'space',
				operation: 'search',
				query: 'launch',
				state: 'live',
			}),
		]),
		chain(IDS.article, 'Article: draft and publish', [
			core('Draft', {
				resource: 'article',
				operation: 'createDraft',
				title: 'Launch notes',
				body: 'We shipped.\n\nMore soon.',
			}),
			core('Publish', { resource: 'article', operation: 'publish', articleId: '={{ $json.id }}' }),
		]),
		chain(IDS.compliance, 'Compliance job: create with the ids file, wait for the result', [
			fileNode(
				'IDs file',
				Buffer.from('1500000000000000001\n1500000000000000002\n').toString('base64'),
				'text/plain',
				'ids.txt',
			),
			app('Create job', {
				resource: 'complianceJob',
				operation: 'create',
				jobType: 'posts',
				uploadBinary: true,
			}),
			app('Wait for result', {
				resource: 'complianceJob',
				operation: 'get',
				jobId: '={{ $json.id }}',
				waitUntilComplete: true,
				pollSeconds: 1,
				maxWaitSeconds: 20,
			}),
		]),
		chain(IDS.streams, 'Filtered-stream webhooks and account activity counts', [
			app('Rule counts', { resource: 'streamRule', operation: 'getCounts' }),
			app('Subscription count', { resource: 'accountActivity', operation: 'count' }),
			// Last: with no links it outputs no item, and a next node would not run.
			app('Stream links', { resource: 'streamWebhook', operation: 'getAll' }),
		]),
		chain(IDS.broadcast, 'Broadcast: schedule, get, delete', [
			core('Schedule', {
				resource: 'broadcast',
				operation: 'create',
				sourceId: 'stream-key-1',
				startTime: '2030-01-01T18:00:00Z',
				endTime: '2030-01-01T19:00:00Z',
				additionalFields: { title: 'Launch live' },
			}),
			core('Get broadcast', {
				resource: 'broadcast',
				operation: 'get',
				broadcastId: '={{ $json.broadcast_id }}',
			}),
			core('Delete broadcast', {
				resource: 'broadcast',
				operation: 'delete',
				broadcastId: "={{ $('Schedule').item.json.broadcast_id }}",
			}),
		]),
		chain(IDS.media, 'Media: upload, add alt text, get it back', [
			fileNode('Image', PNG_BASE64, 'image/png', 'shoe.png'),
			core('Upload', { resource: 'media', operation: 'upload', binaryPropertyName: 'data' }),
			core('Alt text', {
				resource: 'media',
				operation: 'addMetadata',
				mediaId: '={{ $json.id }}',
				altText: 'A red shoe',
			}),
			core('Get media', {
				resource: 'media',
				operation: 'get',
				mediaKey: "={{ $('Upload').item.json.media_key }}",
				mediaFields: ['alt_text'],
			}),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests }) {
	const output = (execution, node) =>
		execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
	const succeeded = async (id) => {
		const execution = await h.runWorkflowInServer(rest, id, 'Start');
		assert(
			execution.status === 'success',
			`${id}: execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		return execution;
	};
	const sent = async () =>
		(await newRequests())
			.filter((entry) => !entry.path.startsWith('/__emulator/log'))
			.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

	await check(
		'Direct Message sends an image from a binary field in one node, and the emulator shows the message with its media',
		async () => {
			await newRequests();
			const execution = await succeeded(IDS.dm);
			const message = output(execution, 'Send')[0];
			const events = output(execution, 'Conversation');
			const shown = events.find((event) => event.id === message.dm_event_id);
			assert(
				shown &&
					shown.text === 'Your coupon' &&
					shown.attachments?.media_keys?.length === 1 &&
					shown.media?.[0]?.type === 'photo',
				`message ${JSON.stringify(message)}, events ${JSON.stringify(events)}`,
			);
			const requests = await sent();
			assert(
				requests.includes('POST /2/media/upload 200') &&
					requests.includes(`POST /2/dm_conversations/with/${DEV}/messages 201`),
				`requests ${JSON.stringify(requests)}`,
			);
		},
	);

	await check(
		'List create, add member by username, members and delete run in the n8n server',
		async () => {
			const execution = await succeeded(IDS.list);
			const members = output(execution, 'Members').map((user) => user.id);
			assert(
				output(execution, 'Add member')[0].is_member === true &&
					members.includes(DEV) &&
					output(execution, 'Delete list')[0].deleted === true,
				`members ${JSON.stringify(members)}`,
			);
		},
	);

	await check('Space Search finds the live space, with its creator merged in', async () => {
		const execution = await succeeded(IDS.space);
		const spaces = output(execution, 'Search spaces');
		assert(
			spaces.length === 1 && spaces[0].creator?.id === DEV,
			`spaces ${JSON.stringify(spaces)}`,
		);
	});

	await check('Article draft is published as a post', async () => {
		const execution = await succeeded(IDS.article);
		assert(
			/^\d+$/.test(String(output(execution, 'Publish')[0].post_id)),
			JSON.stringify(output(execution, 'Publish')),
		);
	});

	await check(
		'Compliance Job uploads the ids file, waits from created to complete and returns the result',
		async () => {
			await newRequests();
			const execution = await succeeded(IDS.compliance);
			const records = output(execution, 'Wait for result');
			assert(
				records.length === 1 && records[0].id === '1500000000000000001',
				`result ${JSON.stringify(records)}`,
			);
			const requests = await sent();
			assert(
				requests.some((entry) => entry.startsWith('PUT /__emulator/compliance/')),
				`requests ${JSON.stringify(requests)}`,
			);
		},
	);

	await check(
		'Filtered-Stream Webhook, Stream Rule counts and Account Activity count run with the app',
		async () => {
			const execution = await succeeded(IDS.streams);
			assert(
				typeof output(execution, 'Rule counts')[0].cap_per_project === 'number' &&
					typeof output(execution, 'Subscription count')[0].subscriptions_count_all === 'string',
				JSON.stringify(output(execution, 'Rule counts')),
			);
		},
	);

	await check('Broadcast is scheduled, read and deleted', async () => {
		const execution = await succeeded(IDS.broadcast);
		assert(
			output(execution, 'Get broadcast')[0].title === 'Launch live' &&
				output(execution, 'Delete broadcast')[0].deleted === true,
			JSON.stringify(output(execution, 'Get broadcast')),
		);
	});

	await check('Media alt text added in n8n shows when the media is read back', async () => {
		const execution = await succeeded(IDS.media);
		assert(
			output(execution, 'Get media')[0].alt_text === 'A red shoe',
			JSON.stringify(output(execution, 'Get media')),
		);
	});
}

module.exports = { workflows, run };
