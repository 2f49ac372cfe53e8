'use strict';
// Platform Ads > Media Library and Account Media inside n8n: an image and an amplify video are
// uploaded with Platform > Media > Upload (each with its Media Category), added to the account's
// media library by the media_key the upload returned, the library is searched, and the amplify
// video shows up as a PREROLL account media asset. The media key picker answers n8n's resource
// locator request.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, byType, chain, platformNode } = require('../workflows');
const { adsListSearch, nodeOutput } = require('../executions');
const { PNG_BASE64, VIDEO_BASE64, fileNode } = require('../mediaFiles');

const FLOW_ID = 'PlatformAdsMedia01';
const account = {
	__rl: true,
	mode: 'list',
	value: ACCOUNT,
	cachedResultName: 'Emulator Ads Account',
};

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const core = (name, parameters) =>
		platformNode(name, 'platformCore', { authentication: 'oAuth1', ...parameters }, oauth1);
	const ads = adsNodes(credentials, { environment: 'production', accountId: account });
	const upload = (name, mediaCategory) =>
		core(name, {
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			mediaCategory,
			uploadOptions: { chunkSizeKb: 1 },
		});
	const add = (name, additionalFields) =>
		ads(name, {
			resource: 'mediaLibrary',
			operation: 'add',
			uploadedMediaKey: '={{ $json.media_key }}',
			additionalFields,
		});
	return [
		chain(FLOW_ID, 'Ads media library: upload, add, list, preroll', [
			fileNode('Image file', PNG_BASE64, 'image/png', 'poster.png'),
			upload('Upload image', 'post_image'),
			add('Add image', { name: 'E2E poster', file_name: 'poster.png' }),
			fileNode('Video file', VIDEO_BASE64, 'video/mp4', 'launch.mp4'),
			upload('Upload amplify video', 'amplify_video'),
			add('Add video', {
				name: 'E2E launch',
				title: 'Spring launch',
				description: 'E2E amplify video',
				poster_media_key: "={{ $('Upload image').first().json.media_key }}",
			}),
			ads('Search library', {
				resource: 'mediaLibrary',
				operation: 'getAll',
				limit: 10,
				listOptions: { q: 'e2e' },
			}),
			{
				...ads('Prerolls', {
					resource: 'accountMedia',
					operation: 'getAll',
					limit: 1,
					listOptions: { creativeTypes: ['PREROLL'], sortBy: 'created_at-desc' },
				}),
				executeOnce: true,
			},
		]),
	];
}

const line = (entry) =>
	`${entry.method} ${entry.path.replace(/\/\d{5,}\//, '/:id/').replace(/\/\d+_\d+$/, '/:media_key')} ${entry.status}`;

async function run({ h, check, assert, rest, credentials, newRequests }) {
	let videoKey;
	await check(
		'Media Upload (Post Image, Amplify Video), Media Library Add, Get Many with q, and the PREROLL account media (n8n server)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, FLOW_ID, 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const [image] = nodeOutput(execution, 'Upload image');
			const [video] = nodeOutput(execution, 'Upload amplify video');
			videoKey = video.media_key;
			assert(
				image.media_key === `3_${image.id}` &&
					video.media_key === `7_${video.id}` &&
					video.processing_info?.state === 'succeeded',
				`uploads ${JSON.stringify([image, video])}`,
			);
			const [addedImage] = nodeOutput(execution, 'Add image');
			assert(
				addedImage.media_key === image.media_key &&
					addedImage.media_category === 'TWEET_IMAGE' &&
					addedImage.media_type === 'IMAGE' &&
					addedImage.name === 'E2E poster',
				`added image ${JSON.stringify(addedImage)}`,
			);
			const [addedVideo] = nodeOutput(execution, 'Add video');
			assert(
				addedVideo.media_key === video.media_key &&
					addedVideo.media_category === 'AMPLIFY_VIDEO' &&
					addedVideo.media_status === 'TRANSCODE_COMPLETED' &&
					addedVideo.title === 'Spring launch' &&
					addedVideo.poster_media_key === image.media_key &&
					typeof addedVideo.duration === 'number',
				`added video ${JSON.stringify(addedVideo)}`,
			);
			const found = nodeOutput(execution, 'Search library')
				.map((item) => item.media_key)
				.sort();
			assert(
				JSON.stringify(found) === JSON.stringify([image.media_key, video.media_key].sort()),
				`library search ${JSON.stringify(found)}`,
			);
			const prerolls = nodeOutput(execution, 'Prerolls');
			assert(
				prerolls.length === 1 &&
					prerolls[0].creative_type === 'PREROLL' &&
					prerolls[0].video_id === video.id,
				`prerolls ${JSON.stringify(prerolls)}`,
			);

			const requests = (await newRequests()).filter(
				(entry) => !entry.path.startsWith('/__emulator'),
			);
			const lines = requests.map(line);
			const library = `/ads/12/accounts/${ACCOUNT}/media_library`;
			const expected = [
				'POST /2/media/upload 200',
				`POST ${library} 200`,
				'POST /2/media/upload/initialize 200',
				'POST /2/media/upload/:id/append 200',
				'POST /2/media/upload/:id/append 200',
				'POST /2/media/upload/:id/append 200',
				'POST /2/media/upload/:id/finalize 200',
				'GET /2/media/upload 200',
				'GET /2/media/upload 200',
				`POST ${library} 200`,
				`GET ${library} 200`,
				`GET /ads/12/accounts/${ACCOUNT}/account_media 200`,
			];
			assert(
				JSON.stringify(lines) === JSON.stringify(expected),
				`the emulator saw:\n${lines.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
			const ads = requests.filter((entry) => entry.path.startsWith('/ads/'));
			// n8n orders the query parameters itself: compared by name.
			const sorted = (query) =>
				Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
			const queries = ads.map((entry) => sorted(entry.query));
			assert(
				JSON.stringify(queries) ===
					JSON.stringify(
						[
							{ media_key: image.media_key, name: 'E2E poster', file_name: 'poster.png' },
							{
								media_key: video.media_key,
								name: 'E2E launch',
								title: 'Spring launch',
								description: 'E2E amplify video',
								poster_media_key: image.media_key,
							},
							{ q: 'e2e', count: '10' },
							{ creative_types: 'PREROLL', sort_by: 'created_at-desc', count: '1' },
						].map(sorted),
					),
				`queries ${JSON.stringify(queries)}`,
			);
			assert(
				ads.every((entry) => entry.auth.scheme === 'oauth1' && entry.auth.ok),
				`auth ${JSON.stringify(ads.map((entry) => entry.auth.scheme))}`,
			);
		},
	);

	await check(
		"Media library list search answers n8n's resource locator request (searched with q)",
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'libraryMediaKey',
				method: 'searchMediaLibrary',
				filter: 'E2E launch',
				parameters: {
					resource: 'mediaLibrary',
					operation: 'get',
					accountId: account,
				},
			});
			const results = answer.results ?? [];
			assert(
				results.length === 1 &&
					results[0].value === videoKey &&
					results[0].name === `E2E launch (VIDEO, ${videoKey})`,
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			const requests = (await newRequests()).filter(
				(entry) => entry.path === `/ads/12/accounts/${ACCOUNT}/media_library`,
			);
			assert(
				requests.length === 1 &&
					requests[0].query.q === 'E2E launch' &&
					requests[0].query.count === '50',
				`requests ${JSON.stringify(requests.map((r) => r.query))}`,
			);
		},
	);
}

module.exports = { workflows, run };
