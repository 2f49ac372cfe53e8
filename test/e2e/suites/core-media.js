'use strict';
// Platform > Media inside n8n: files made by a Code node are uploaded as multipart (one request for
// an image, initialize + appends + finalize + STATUS polls for a video) with every user-context
// credential kind; and the flow of issue 3: upload an image, create a post with it, look the post up
// with attachments.media_keys expanded and find the media in includes.
const { byType, chain, platformNode } = require('../workflows');
const { PNG_BASE64, VIDEO_BYTES, VIDEO_BASE64, fileNode } = require('../mediaFiles');

const FLOW_ID = 'PlatformMedia001';
const UPLOADS_ID = 'PlatformMedia002';
const STREAMS_ID = 'PlatformMedia003';
const NOTES_ID = 'PlatformMedia004';
const NOTE = 'The photo is older than the post says: https://example.org/archive';
const RULE = 'e2e (cats OR dogs) has:images';

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const platform = (name, parameters, credential = oauth1, authentication = 'oAuth1') =>
		platformNode(name, 'platformCore', { authentication, ...parameters }, credential);
	const upload = (name, credential, authentication, options = {}) =>
		platform(
			name,
			{
				resource: 'media',
				operation: 'upload',
				binaryPropertyName: 'data',
				uploadOptions: options,
			},
			credential,
			authentication,
		);

	const flow = chain(FLOW_ID, 'Media: upload an image, post it, look it up', [
		fileNode('Image file', PNG_BASE64, 'image/png', 'photo.png'),
		upload('Upload image', oauth1, 'oAuth1'),
		platform('Create post', {
			resource: 'post',
			operation: 'create',
			text: 'E2E post with a picture',
			options: { mediaIds: '={{ $json.id }}' },
		}),
		platform('Look up post', {
			resource: 'post',
			operation: 'getMany',
			postIds: '={{ $json.id }}',
			postFields: ['attachments'],
			expansions: ['attachments.media_keys'],
			output: 'response',
		}),
	]);

	// The sign-in credentials go through n8n's own OAuth1 and OAuth2 helpers for the JSON requests
	// (initialize, finalize, STATUS): a video in 1 KB segments with the OAuth1 sign-in, and one
	// image to OAuth2 twice, in one request and in segments.
	const signIn = byType(credentials, 'platformOAuth1SignInApi');
	const oauth2 = byType(credentials, 'platformOAuth2Api');
	const uploads = chain(UPLOADS_ID, 'Media: uploads with the sign-in credentials', [
		fileNode('Video file', VIDEO_BASE64, 'video/mp4', 'clip.mp4'),
		upload('Upload video via OAuth1 sign-in', signIn, 'oAuth1SignIn', { chunkSizeKb: 1 }),
	]);
	const image = fileNode('Image file', PNG_BASE64, 'image/png', 'photo.png');
	const oneShot = upload('Upload via OAuth2', oauth2, 'oAuth2');
	const chunked = upload('Upload via OAuth2 in segments', oauth2, 'oAuth2', {
		uploadMethod: 'chunked',
	});
	image.position = [220, 220];
	oneShot.position = [440, 160];
	chunked.position = [440, 280];
	uploads.nodes.push(image, oneShot, chunked);
	uploads.connections.Start.main[0].push({ node: image.name, type: 'main', index: 0 });
	uploads.connections[image.name] = {
		main: [[oneShot, chunked].map((node) => ({ node: node.name, type: 'main', index: 0 }))],
	};
	// App-only endpoints with the bearer token: a rule added, listed and deleted (JSON bodies built
	// by n8n's routing, among them `add[0].value`), connections listed and ended by id (DELETE with a body).
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const app = (name, parameters) => ({
		...platform(name, parameters, bearer, 'bearerToken'),
		executeOnce: true,
	});
	const streams = chain(STREAMS_ID, 'Stream rules and connections', [
		app('Add rule', { resource: 'streamRule', operation: 'add', value: RULE, tag: 'e2e' }),
		app('List rules', { resource: 'streamRule', operation: 'getAll', returnAll: true }),
		app('Delete rule', {
			resource: 'streamRule',
			operation: 'delete',
			deleteBy: 'ids',
			ruleIds: "={{ $('Add rule').first().json.id }}",
		}),
		app('List connections', {
			resource: 'connection',
			operation: 'getAll',
			status: 'active',
			limit: 10,
		}),
		app('End first connection', {
			resource: 'connection',
			operation: 'deleteByIds',
			connectionIds: "={{ $('List connections').first().json.id }}",
		}),
	]);
	// Community notes about a post created first: evaluate (POST /2/evaluate_note, the spec's path),
	// create, then the searches.
	const postId = "={{ $('Create post').first().json.id }}";
	const notes = chain(NOTES_ID, 'Community notes', [
		platform('Create post', {
			resource: 'post',
			operation: 'create',
			text: 'E2E post to write a note about',
		}),
		platform('Evaluate note', {
			resource: 'communityNote',
			operation: 'evaluate',
			postId,
			noteText: NOTE,
		}),
		platform('Create note', {
			resource: 'communityNote',
			operation: 'create',
			postId,
			text: NOTE,
			classification: 'misinformed_or_potentially_misleading',
			misleadingTags: ['outdated_information'],
			trustworthySources: true,
			testMode: true,
		}),
		platform('Notes written', {
			resource: 'communityNote',
			operation: 'searchWritten',
			testMode: true,
			returnAll: true,
		}),
		platform('Eligible posts', {
			resource: 'communityNote',
			operation: 'searchEligiblePosts',
			testMode: true,
			limit: 5,
		}),
	]);
	return [flow, uploads, streams, notes];
}

const outputOf = (execution, name) =>
	execution.data.resultData.runData[name][0].data.main[0].map((item) => item.json);
const line = (entry) =>
	`${entry.method} ${entry.path.replace(/\/\d{5,}\//, '/:id/')} ${entry.status} ${entry.auth.scheme}`;
const platformRequests = async (newRequests) =>
	(await newRequests()).filter((entry) => !entry.path.startsWith('/__emulator'));

async function run({ h, check, assert, rest, newRequests }) {
	await check(
		'Media Upload, Post Create with the media, Post Get Many with attachments.media_keys: includes.media holds the upload (n8n server)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, FLOW_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const [uploaded] = outputOf(execution, 'Upload image');
			assert(
				/^[0-9]{1,19}$/.test(uploaded.id) &&
					uploaded.media_key === `3_${uploaded.id}` &&
					uploaded.size === 208,
				`upload ${JSON.stringify(uploaded)}`,
			);
			const [created] = outputOf(execution, 'Create post');
			const [answer] = outputOf(execution, 'Look up post');
			assert(
				answer.data?.[0]?.id === created.id &&
					answer.data[0].attachments?.media_keys?.[0] === uploaded.media_key,
				`post ${JSON.stringify(answer)}`,
			);
			const media = answer.includes?.media ?? [];
			assert(
				media.length === 1 &&
					media[0].media_key === uploaded.media_key &&
					media[0].type === 'photo',
				`includes.media ${JSON.stringify(answer.includes)}`,
			);

			const requests = (await platformRequests(newRequests)).map(line);
			const expected = [
				'POST /2/media/upload 200 oauth1',
				'POST /2/posts 201 oauth1',
				'GET /2/posts 200 oauth1',
			];
			assert(
				JSON.stringify(requests) === JSON.stringify(expected),
				`the emulator saw:\n${requests.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
		},
	);

	await check(
		'Media Upload in segments (video, STATUS polls) with the OAuth1 sign-in credential, and with OAuth2 (n8n server)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, UPLOADS_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const [video] = outputOf(execution, 'Upload video via OAuth1 sign-in');
			assert(
				video.media_key === `7_${video.id}` &&
					video.size === VIDEO_BYTES &&
					video.processing_info?.state === 'succeeded',
				`video ${JSON.stringify(video)}`,
			);
			for (const name of ['Upload via OAuth2', 'Upload via OAuth2 in segments']) {
				const [image] = outputOf(execution, name);
				assert(
					image.media_key === `3_${image.id}` && image.size === 208,
					`${name}: ${JSON.stringify(image)}`,
				);
			}

			const requests = await platformRequests(newRequests);
			const lines = requests.map(line);
			const byScheme = (scheme) => lines.filter((entry) => entry.endsWith(` ${scheme}`));
			const expectedVideo = [
				'POST /2/media/upload/initialize 200 oauth1',
				'POST /2/media/upload/:id/append 200 oauth1',
				'POST /2/media/upload/:id/append 200 oauth1',
				'POST /2/media/upload/:id/append 200 oauth1',
				'POST /2/media/upload/:id/finalize 200 oauth1',
				'GET /2/media/upload 200 oauth1',
				'GET /2/media/upload 200 oauth1',
			];
			assert(
				JSON.stringify(byScheme('oauth1')) === JSON.stringify(expectedVideo),
				`the emulator saw:\n${lines.join('\n')}\nexpected the video's:\n${expectedVideo.join('\n')}`,
			);
			const polls = requests.filter((entry) => entry.method === 'GET');
			assert(
				polls.every(
					(entry) => entry.query.command === 'STATUS' && entry.query.media_id === video.id,
				),
				`polls ${JSON.stringify(polls.map((p) => p.query))}`,
			);
			const expectedImages = [
				'POST /2/media/upload 200 bearer',
				'POST /2/media/upload/:id/append 200 bearer',
				'POST /2/media/upload/:id/finalize 200 bearer',
				'POST /2/media/upload/initialize 200 bearer',
			];
			assert(
				JSON.stringify(byScheme('bearer').sort()) === JSON.stringify(expectedImages),
				`OAuth2 uploads: ${lines.join('; ')}`,
			);
			assert(
				requests.every((entry) => entry.auth.ok),
				`refused: ${lines.join('; ')}`,
			);
		},
	);

	await check(
		'Stream Rule Add, Get Many, Delete and Connection Get Many, Delete by IDs run with the bearer token (n8n server)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, STREAMS_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const [added] = outputOf(execution, 'Add rule');
			assert(
				/^[0-9]{1,19}$/.test(added.id) && added.value === RULE && added.tag === 'e2e',
				`added ${JSON.stringify(added)}`,
			);
			assert(
				outputOf(execution, 'List rules').some((rule) => rule.id === added.id),
				'the new rule is not listed',
			);
			const [deleted] = outputOf(execution, 'Delete rule');
			assert(deleted.summary?.deleted === 1, `delete ${JSON.stringify(deleted)}`);
			const [first] = outputOf(execution, 'List connections');
			const [ended] = outputOf(execution, 'End first connection');
			assert(
				ended.successful_kills === 1 && ended.results?.[0]?.uuid === first.id,
				`ended ${JSON.stringify(ended)}`,
			);

			const lines = (await platformRequests(newRequests)).map(line);
			const expected = [
				'POST /2/posts/search/stream/rules 200 bearer',
				'GET /2/posts/search/stream/rules 200 bearer',
				'POST /2/posts/search/stream/rules 200 bearer',
				'GET /2/connections 200 bearer',
				'DELETE /2/connections 200 bearer',
			];
			assert(
				JSON.stringify(lines) === JSON.stringify(expected),
				`the emulator saw:\n${lines.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
		},
	);

	await check(
		'Community Note Evaluate (POST /2/evaluate_note), Create, Search Written and Search Eligible Posts (n8n server)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, NOTES_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const [score] = outputOf(execution, 'Evaluate note');
			assert(typeof score.claim_opinion_score === 'number', `evaluate ${JSON.stringify(score)}`);
			const [note] = outputOf(execution, 'Create note');
			const written = outputOf(execution, 'Notes written');
			assert(
				written.some((entry) => entry.id === note.id),
				`written ${JSON.stringify(written)}`,
			);

			const lines = (await platformRequests(newRequests)).map(line);
			const expected = [
				'POST /2/posts 201 oauth1',
				'POST /2/evaluate_note 200 oauth1',
				'POST /2/notes 201 oauth1',
				'GET /2/notes/search/notes_written 200 oauth1',
				'GET /2/notes/search/posts_eligible_for_notes 200 oauth1',
			];
			assert(
				JSON.stringify(lines) === JSON.stringify(expected),
				`the emulator saw:\n${lines.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
		},
	);
}

module.exports = { workflows, run };
