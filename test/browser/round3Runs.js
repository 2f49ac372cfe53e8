'use strict';
// The third round's creates, run from their panels (BROWSER_CHECKS=round3runs), each photographed
// into docs/images/r3-<name>.png like the round3 group:
// - Promoted Post > Create: the Post picked from the account's posts (text and date), promoted.
// - Targeting Criterion > Create: a keyword typed in the Keyword mode is created; an unknown
//   location is refused with one message naming the item and pointing to From List.
// - Post > Create Thread: a long text split into numbered parts, the output linking each part.
// - Campaign > Create run twice with Find Before Create on: the second run returns the first
//   campaign (foundExisting), and the account holds one of that name.
// - Platform Ads Measurement's Conversion > Send: the account and the event picked from their
//   lists, the panel shows what a marketer fills in, and one order sent is processed.
const { ADS_ACCOUNT } = require('../e2e/workflows');
const { oneNodeWorkflow, openNode, photograph } = require('./round3');
const { MANUAL_TRIGGER, panelText, runOpenNode } = require('./tour');

const resourceLocator = (value, mode = 'id') => ({ __rl: true, mode, value });
const LINE_ITEM = '8v7jo';
/** The seeded post "Spring sale, day 140" (accountPostId(139) in the emulator). */
const POST = { search: 'day 140', id: '1610000000000000139' };
const KEYWORD = 'running shoes';
const CAMPAIGN_NAME = 'Re-run from the editor';
/** The first account's pixel and its seeded purchase event (the emulator's adsWebEventTags). */
const PIXEL = 'o8z6j';
const PURCHASE = 'Purchase (PURCHASE, o87ne)';
/** One shop order, pinned on the trigger: identifiers mapped automatically from its email. */
const ORDER = { email: 'ana.garcia@example.com', order_id: 'SO-3001', total: '49.90' };
const SEND_LABELS = [
	'Event',
	'Pixel',
	'Identifiers',
	'Conversion Time',
	'Value',
	'Currency',
	'Conversion ID',
];
const THREAD_TEXT = [
	'Our spring collection is here, with forty new pieces made from recycled cotton and wool.',
	'Every piece is cut in our own workshop, and every seam is checked twice before it ships.',
	'This week only, members get early access to the whole range and free returns for sixty days.',
	'Sizes run from XS to 3XL, and the fit guide on each page shows how the pieces sit on real people.',
	'Follow this thread for the stories behind the fabrics, the makers and the places they come from.',
	'Orders placed before Sunday ship on Monday, and every parcel is packed in paper, never plastic.',
	'Questions about sizes, care or delivery? Reply to this thread and our team answers within a day.',
].join(' ');

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

function round3RunWorkflows(credentials) {
	const oauth1 = credentials.find((credential) => credential.type === 'platformOAuth1Api');
	const ads = (index, name, parameters) =>
		oneNodeWorkflow(
			index,
			name,
			'platformAds',
			{ accountId: resourceLocator(ADS_ACCOUNT), ...parameters },
			oauth1,
		);
	const criterion = (index, name, type, value) =>
		ads(index, name, {
			resource: 'targetingCriterion',
			operation: 'create',
			lineItemId: resourceLocator(LINE_ITEM),
			targetingType: type,
			targetingValue: value,
		});
	return {
		promote: ads(10, 'Promote a post', {
			resource: 'promotedPost',
			operation: 'create',
			lineItemId: resourceLocator(LINE_ITEM),
			postId: resourceLocator('', 'list'),
		}),
		keyword: criterion(
			11,
			'Target a keyword',
			'BROAD_KEYWORD',
			resourceLocator(KEYWORD, 'keyword'),
		),
		unknownLocation: criterion(12, 'Target Atlantis', 'LOCATION', resourceLocator('Atlantis')),
		thread: oneNodeWorkflow(
			13,
			'Write a thread',
			'platformCore',
			{
				resource: 'post',
				operation: 'createThread',
				partsFrom: 'split',
				threadText: THREAD_TEXT,
				threadOptions: { numbered: true },
			},
			oauth1,
		),
		campaign: ads(14, 'Create campaign twice', {
			resource: 'campaign',
			operation: 'create',
			fundingInstrumentId: resourceLocator('fi1usd'),
			name: CAMPAIGN_NAME,
			amountUnit: 'currency',
			daily_budget_amount_local_micro: '20',
		}),
		conversionSend: {
			...oneNodeWorkflow(
				15,
				'Send a purchase',
				'platformAdsMeasurement',
				{
					resource: 'conversion',
					operation: 'send',
					accountId: resourceLocator('', 'list'),
					pixelId: resourceLocator(PIXEL),
					eventId: resourceLocator('', 'list'),
					value: '={{ $json.total }}',
				},
				oauth1,
			),
			pinData: { [MANUAL_TRIGGER.name]: [{ json: ORDER }] },
		},
	};
}

/** Opens the picker of a resource locator and clicks its choice that holds the text. */
async function pickFromList(page, panel, parameter, text) {
	await panel
		.locator(`[data-test-id="parameter-input-${parameter}"] [data-test-id="rlc-input"]`)
		.first()
		.click();
	const choice = page.locator('[data-test-id="rlc-item"]:visible').filter({ hasText: text });
	await choice.first().waitFor({ timeout: 30_000 });
	await choice.first().click();
	await page.waitForTimeout(800);
}

/** The output panel's JSON view, as text. */
async function outputJson(page, output) {
	await output.getByText('JSON', { exact: true }).first().click();
	await page.waitForTimeout(800);
	return await output.innerText();
}

/** The checks, as [name, body] pairs for run.js's check(). */
function round3RunChecks(page, server, screenshot, shots) {
	const shot = (name) => photograph(page, screenshot, name, shots);
	const workflows = server.round3Runs;
	return [
		[
			"round 3: Promoted Post > Create promotes a post picked from the account's posts (text and date)",
			async () => {
				const panel = await openNode(page, server.url, workflows.promote);
				await panel
					.locator('[data-test-id="parameter-input-postId"] [data-test-id="rlc-input"]')
					.first()
					.click();
				const box = page.locator('[data-test-id="rlc-search"]').first();
				const isInput = (await box.evaluate((element) => element.tagName)) === 'INPUT';
				const search = isInput ? box : box.locator('input').first();
				await search.click();
				await search.pressSequentially(POST.search, { delay: 50 });
				// The list is searched again once the typing stops: wait for the list it answers.
				const choices = page.locator('[data-test-id="rlc-item"]:visible');
				const choice = choices.filter({ hasText: 'Spring sale, day 140' }).first();
				await choice.waitFor({ timeout: 30_000 });
				const searched = () => choices.allInnerTexts();
				for (let wait = 0; wait < 40 && (await searched()).length !== 1; wait++)
					await page.waitForTimeout(250);
				await shot('promote-post-picker');
				const listed = await searched();
				assert(
					listed.length === 1,
					`"${POST.search}" lists ${listed.length} posts: ${listed.slice(0, 3).join(' | ')}`,
				);
				const text = await choice.innerText();
				assert(/\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)/.test(text), `the choice "${text}" has no date`);
				await choice.click();
				const output = await runOpenNode(page);
				const json = await outputJson(page, output);
				await shot('promote-post-run');
				assert(
					json.includes(POST.id),
					`the output shows no post ${POST.id}: ${json.slice(0, 300)}`,
				);
				const promoted =
					(await server.asAds(
						`/12/accounts/${ADS_ACCOUNT}/promoted_posts?line_item_ids=${LINE_ITEM}`,
					)) ?? [];
				assert(
					promoted.some((record) => String(record.post_id) === POST.id),
					`the line item promotes ${JSON.stringify(promoted.map((record) => record.post_id))}`,
				);
			},
		],
		[
			'round 3: Targeting Criterion > Create with a keyword typed in the Keyword mode',
			async () => {
				const panel = await openNode(page, server.url, workflows.keyword);
				const output = await runOpenNode(page);
				await shot('targeting-keyword');
				const shown = await panel
					.locator('[data-test-id="parameter-input-targetingValue"] input')
					.evaluateAll((inputs) => inputs.map((input) => input.value));
				assert(
					shown.includes('Keyword') && shown.includes(KEYWORD),
					`the Targeting Value shows ${JSON.stringify(shown)}`,
				);
				const json = await outputJson(page, output);
				assert(json.includes(KEYWORD), `the output shows no "${KEYWORD}": ${json.slice(0, 300)}`);
			},
		],
		[
			'round 3: Targeting Criterion > Create of an unknown location: one message with the item and From List',
			async () => {
				await openNode(page, server.url, workflows.unknownLocation);
				const output = await runOpenNode(page);
				await shot('targeting-unknown-location');
				const message = await output
					.locator('[data-test-id="node-error-message"]')
					.first()
					.innerText();
				assert(
					/^Item 1: Targeting Value "Atlantis" is not a location .*From List/.test(message),
					`the error reads "${message}"`,
				);
				assert(
					(message.match(/Atlantis/g) ?? []).length === 1,
					`the error says Atlantis twice: "${message}"`,
				);
			},
		],
		[
			'round 3: Post > Create Thread splits a long text into numbered parts, each with its link',
			async () => {
				await openNode(page, server.url, workflows.thread);
				const output = await runOpenNode(page);
				const json = await outputJson(page, output);
				await shot('thread-links');
				const links = json.match(/"link":\s*"https?:\/\/[^"]+\/status\/\d+"/g) ?? [];
				const parts = Number(json.match(/ 1\/(\d+)/)?.[1]);
				assert(parts >= 2, `the output shows no numbered parts: ${json.slice(0, 300)}`);
				assert(links.length === parts, `${links.length} links for ${parts} parts`);
				for (let part = 1; part <= parts; part++)
					assert(json.includes(` ${part}/${parts}`), `no part ${part}/${parts}`);
			},
		],
		[
			'round 3: Campaign > Create run twice with Find Before Create on returns the same campaign',
			async () => {
				const panel = await openNode(page, server.url, workflows.campaign);
				const first = await outputJson(page, await runOpenNode(page));
				const id = first.match(/"id":\s*"(\w+)"/)?.[1];
				assert(id && !first.includes('foundExisting'), `the first run: ${first.slice(0, 300)}`);
				await page.locator('[data-test-id="node-execute-button"]').first().click();
				const output = page.locator('[data-test-id="output-panel"]').first();
				await output
					.getByText(/foundExisting/)
					.first()
					.waitFor({ timeout: 60_000 });
				await panel
					.locator('[data-test-id="parameter-input-findBeforeCreate"]')
					.first()
					.scrollIntoViewIfNeeded();
				await page.waitForTimeout(500);
				await shot('campaign-find-before-create');
				const second = await output.innerText();
				assert(/"foundExisting":\s*true/.test(second), `the second run: ${second.slice(0, 300)}`);
				assert(second.includes(`"${id}"`), `the second run returned another campaign than ${id}`);
				const named = (
					(await server.asAds(`/12/accounts/${ADS_ACCOUNT}/campaigns?count=1000`)) ?? []
				).filter((campaign) => campaign.name === CAMPAIGN_NAME);
				assert(named.length === 1, `${named.length} campaigns named "${CAMPAIGN_NAME}"`);
			},
		],
		[
			"round 3: Conversion > Send shows a marketer's fields, the account and event picked from lists",
			async () => {
				const panel = await openNode(page, server.url, workflows.conversionSend);
				await pickFromList(page, panel, 'accountId', ADS_ACCOUNT);
				await pickFromList(page, panel, 'eventId', PURCHASE);
				const text = await panelText(panel);
				for (const label of SEND_LABELS)
					assert(new RegExp(`^${label}`, 'm').test(text), `no ${label} field in the panel`);
				assert(text.includes('Map Automatically'), 'Identifiers does not show Map Automatically');
				assert(text.includes(PIXEL), `the Pixel does not show ${PIXEL}`);
				assert(text.includes('Purchase'), 'the Event does not show the purchase picked');
				const output = await runOpenNode(page);
				const json = await outputJson(page, output);
				await panel
					.locator('[data-test-id="parameter-input-conversionId"]')
					.first()
					.scrollIntoViewIfNeeded();
				await page.waitForTimeout(500);
				await shot('conversion-send');
				assert(
					/"conversions_processed":\s*1\b/.test(json),
					`the output shows no conversions_processed 1: ${json.slice(0, 300)}`,
				);
			},
		],
	];
}

module.exports = { round3RunWorkflows, round3RunChecks, pickFromList };
