'use strict';
// Platform Ads > Card, Poll Card, Video Conversation Card inside n8n: a card made with the components
// builder, a poll card, a video conversation card, each listed and read back.
const { ADS_ACCOUNT, adsNodes, chain, locator } = require('../workflows');

const idOf = (node) => locator(`={{ $('${node}').first().json.id }}`);

function workflows(credentials) {
	const ads = adsNodes(credentials, { accountId: locator(ADS_ACCOUNT) });
	return [
		chain('PlatformAdsCards01', 'Ads cards', [
			ads('Create card', {
				resource: 'card',
				operation: 'create',
				name: 'E2E app card',
				components: {
					component: [
						{ type: 'MEDIA', mediaKey: '7_1151345051455221761' },
						{
							type: 'BUTTON',
							label: 'INSTALL',
							countryCode: 'US',
							iosAppStoreIdentifier: '333903271',
							iosDeepLink: 'example://open',
						},
					],
				},
			}),
			ads('Get card', { resource: 'card', operation: 'get', cardId: idOf('Create card') }),
			ads('List cards', {
				resource: 'card',
				operation: 'getAll',
				limit: 5,
				listOptions: { cardUris: "={{ $('Create card').first().json.card_uri }}" },
			}),
			ads('Create poll', {
				resource: 'pollCard',
				operation: 'create',
				name: 'E2E poll',
				durationInMinutes: 5,
				firstChoice: 'Yes',
				secondChoice: 'No',
				additionalFields: { thirdChoice: 'Maybe' },
			}),
			ads('Get poll', { resource: 'pollCard', operation: 'get', cardId: idOf('Create poll') }),
			ads('Create video card', {
				resource: 'videoConversationCard',
				operation: 'create',
				name: 'E2E video',
				mediaKey: '7_42',
				firstCta: '#Yes',
				firstCtaPost: 'Yes please',
				thankYouText: 'Thanks!',
				additionalFields: { title: 'Join in?' },
			}),
			ads('List video cards', {
				resource: 'videoConversationCard',
				operation: 'getAll',
				limit: 5,
				listOptions: { cardIds: "={{ $('Create video card').first().json.id }}" },
			}),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests }) {
	await check(
		'Ads cards workflow: a builder card, a poll card and a video conversation card, created, read and listed',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCards01', 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error?.message)}`,
			);
			const out = (node) =>
				execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
			const [created] = out('Create card');
			assert(
				created.card_type === 'VIDEO_APP' && created.card_uri === `card://${created.id}`,
				`card ${JSON.stringify(created)}`,
			);
			assert(
				JSON.stringify(created.components[1]) ===
					JSON.stringify({
						type: 'BUTTON',
						label: { type: 'ENUM', value: 'INSTALL' },
						destination: {
							type: 'APP',
							country_code: 'US',
							ios_app_store_identifier: '333903271',
							ios_deep_link: 'example://open',
						},
					}),
				`components ${JSON.stringify(created.components)}`,
			);
			const got = out('Get card');
			assert(got.length === 1 && got[0].id === created.id, `get ${JSON.stringify(got)}`);
			const listed = out('List cards');
			assert(listed.length === 1 && listed[0].id === created.id, `list ${JSON.stringify(listed)}`);
			const [poll] = out('Create poll');
			assert(
				poll.state === 'OPEN' &&
					poll.duration_in_minutes === '5' &&
					Date.parse(poll.end_time) - Date.parse(poll.start_time) === 300000,
				`poll ${JSON.stringify(poll)}`,
			);
			assert(
				out('Get poll')[0].third_choice === 'Maybe',
				`get poll ${JSON.stringify(out('Get poll'))}`,
			);
			const [videoCard] = out('Create video card');
			assert(
				videoCard.card_type === 'VIDEO_CONVERSATION' && videoCard.title === 'Join in?',
				`video ${JSON.stringify(videoCard)}`,
			);
			assert(
				out('List video cards')
					.map((card) => card.id)
					.join() === videoCard.id,
				`video list ${JSON.stringify(out('List video cards'))}`,
			);

			const base = '/ads/12/accounts/18ce54d4x5t/cards';
			const seen = (await newRequests())
				.filter((entry) => entry.path.startsWith(base))
				.map((entry) => `${entry.method} ${entry.path.slice(base.length)} ${entry.status}`);
			const expected = [
				'POST  200',
				`GET /${created.id} 200`,
				'GET  200',
				'POST /poll 200',
				`GET /poll/${poll.id} 200`,
				'POST /video_conversation 200',
				'GET /video_conversation 200',
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);
}

module.exports = { workflows, run };
