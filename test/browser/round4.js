'use strict';
// The fourth round of the editor as a marketer meets it (BROWSER_CHECKS=round4, issue 49): each
// panel the round changed, seen in the editor and photographed into .build/browser/r4-<name>.png,
// copied to docs/images/ like round 3's.
// - Conversion > Send: with no Event the panel's own issue is on Event (Pixel is not required:
//   left empty it is the event's pixel); the Pixel picker lists the account's pixel with its events.
// - A/B Test > Create: with Split Evenly on, no Size (%) is asked (turned off, it is); the test's
//   Name is in view; the campaign picker lists the campaigns with line items and leaves out those
//   without (the emulator's own line items say which).
// - Line Item > Create: Bid Strategy, Bid Amount, Daily Budget and Total Budget in view (not in
//   Additional Fields); Start Time empty, its hint saying it starts now.
// - Ads Trigger: the threshold's Value names its unit: the account's currency for Spend, percent
//   for Click Rate (2 typed for 2 %).
// - Analytics > Get Stats: a new node (version 1.1) starts Entity on Campaign; a node saved on
//   version 1 without an Entity (n8n saves no default) still shows Line Item.
// - The nodes panel, searched for a new workflow's first step by "Ads Trigger", "spend alert" or
//   "metrics", lists Platform Ads (n8n shows the trigger inside it), which opens on its trigger;
//   searched by "audience sync" or "sync" after a node, it lists Platform Ads, whose actions
//   list Sync With List's (n8n gives a community node's actions no search bar of their own).
const { ADS_ACCOUNT } = require('../e2e/workflows');
const { searchNodes, ITEM_NAME, CREATOR } = require('./nodeCreator');
const { oneNodeWorkflow, openNode, photograph } = require('./round3');
const { pickFromList } = require('./round3Runs');
const { panelText } = require('./tour');

const ROUND = 4;
const resourceLocator = (value, mode = 'id') => ({ __rl: true, mode, value });
/** The first account's pixel and its seeded events (the emulator's adsWebEventTags). */
const PIXEL = 'o8z6j';
const PURCHASE = 'Purchase (PURCHASE, o87ne)';
const TEST_NAME = 'Spring creative: video against image';
const LINE_ITEM_MONEY = ['Bid Strategy', 'Bid Amount', 'Daily Budget', 'Total Budget'];
/** What the threshold's Value shows (label, hint, value) for a metric in money and one in percent. */
const THRESHOLD_UNITS = [
	{
		workflow: 'spendTrigger',
		shot: 'ads-trigger-threshold-currency',
		shows: [/^Value \(Account's Currency\)/m, /In the account's currency/, /^50(\.00)?$/m],
	},
	{
		workflow: 'clickRateTrigger',
		shot: 'ads-trigger-threshold-percent',
		shows: [/^Value \(%\)/m, /2 for 2 %/, /^2(\.00)?$/m],
	},
];

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/** The workflows the checks open, by what they hold. */
function round4Workflows(credentials) {
	const oauth1 = credentials.find((credential) => credential.type === 'platformOAuth1Api');
	const workflow = (index, name, type, parameters) =>
		oneNodeWorkflow(
			index,
			name,
			type,
			{ accountId: resourceLocator(ADS_ACCOUNT), ...parameters },
			oauth1,
			ROUND,
		);
	const threshold = (index, name, metric, direction, value) =>
		workflow(index, name, 'platformAdsTrigger', {
			emit: 'threshold',
			thresholdMetric: metric,
			thresholdDirection: direction,
			thresholdValue: value,
		});
	return {
		conversion: workflow(1, 'Send a purchase', 'platformAdsMeasurement', {
			resource: 'conversion',
			operation: 'send',
			eventId: resourceLocator('', 'list'),
			pixelId: resourceLocator('', 'list'),
		}),
		abTest: workflow(2, 'Split two campaigns', 'platformAdsMeasurement', {
			resource: 'abTest',
			operation: 'create',
			name: TEST_NAME,
			entityType: 'CAMPAIGN',
			startTime: '={{ $now.plus({ days: 1 }).startOf("day").toISO() }}',
			endTime: '={{ $now.plus({ days: 15 }).startOf("day").toISO() }}',
			userGroups: { group: [{ entityIds: ['c1'] }, { entityIds: ['c6'] }] },
		}),
		lineItem: workflow(3, 'Create line item', 'platformAds', {
			resource: 'lineItem',
			operation: 'create',
			campaignId: resourceLocator('c1'),
			name: 'Spring sale, desktop',
		}),
		spendTrigger: threshold(4, 'Spend above 50', 'spend', 'above', 50),
		clickRateTrigger: threshold(5, 'Click rate below 2 %', 'clickRate', 'below', 2),
		statsNewNode: ofVersion(1.1, workflow(6, 'Stats of a new node', 'platformAds', stats)),
		statsSavedOnV1: ofVersion(1, workflow(7, 'Stats saved on version 1', 'platformAds', stats)),
	};
}

/** Get Stats as saved with Entity left alone: n8n stores no parameter that holds its default. */
const stats = { resource: 'analytics', operation: 'getStats' };
/** The workflow with its platform node at `version`. */
const ofVersion = (version, workflow) => ({
	...workflow,
	nodes: workflow.nodes.map((node) =>
		node.type.startsWith('n8n-nodes-platform.') ? { ...node, typeVersion: version } : node,
	),
});
/** What Entity shows for each version of the node. */
const ENTITY_BY_VERSION = [
	{ workflow: 'statsNewNode', shot: 'stats-entity-new-node', shows: /^Campaign$/m },
	{ workflow: 'statsSavedOnV1', shot: 'stats-entity-saved-on-v1', shows: /^Line Item$/m },
];

/** The label, hint and value of one parameter, as the panel shows them. */
async function parameterText(panel, name) {
	const parameter = panel.locator(`[data-test-id="parameter-input-${name}"]`).first();
	await parameter.waitFor({ timeout: 30_000 });
	return await parameter.evaluate((element) => {
		const item = element.closest('[data-test-id="parameter-item"]') ?? element.parentElement;
		const values = [...item.querySelectorAll('input')].map((input) => input.value);
		return `${item.innerText}\n${values.join('\n')}`;
	});
}

/** Scrolls the panel so that the parameter stands at its top, with what follows it below. */
async function scrollToParameter(panel, name) {
	await panel
		.locator(`[data-test-id="parameter-input-${name}"]`)
		.first()
		.evaluate((element) => element.scrollIntoView({ block: 'start' }));
	await panel.page().waitForTimeout(500);
}

/** The names of the parameters that show an issue in the open panel. */
async function parametersWithIssues(panel) {
	return await panel.locator('[data-test-id="parameter-issues"]').evaluateAll((issues) =>
		issues.map((issue) => {
			const item = issue.closest('[data-test-id="parameter-item"]') ?? issue.parentElement;
			const input = item?.querySelector('[data-test-id^="parameter-input-"]');
			return input?.getAttribute('data-test-id').replace('parameter-input-', '') ?? '?';
		}),
	);
}

/** The choices of the open dropdown (a multi-options or options parameter). */
async function dropdownChoices(page) {
	const choices = page.locator('.el-select-dropdown__item:visible');
	await choices.first().waitFor({ timeout: 30_000 });
	await page.waitForTimeout(800);
	return (await choices.allInnerTexts()).map((text) => text.trim());
}

/** The account's campaigns, split by whether they have line items (a test needs them). */
async function campaignsByLineItems(server) {
	const campaigns = (await server.asAds(`/12/accounts/${ADS_ACCOUNT}/campaigns?count=200`)) ?? [];
	const lineItems =
		(await server.asAds(`/12/accounts/${ADS_ACCOUNT}/line_items?count=1000&with_draft=true`)) ?? [];
	const flying = new Set(
		lineItems.filter((item) => item.deleted !== true).map((item) => item.campaign_id),
	);
	return {
		withLineItems: campaigns.filter((campaign) => flying.has(campaign.id)),
		without: campaigns.filter((campaign) => !flying.has(campaign.id)),
	};
}

/** Words that must find the Ads Trigger, and words that must find the audience sync. */
const TRIGGER_WORDS = ['Ads Trigger', 'spend alert', 'metrics'];
const SYNC_WORDS = ['audience sync', 'sync'];
const ADS = 'Platform Ads';
const TRIGGER_EVENT = 'On metrics changed';
const SYNC_ACTION = 'Sync custom audience users with a list';
const slug = (word) => word.toLowerCase().replace(/\s+/g, '-');

/**
 * Searches the nodes panel, photographs the results and opens Platform Ads from them; answers the
 * nodes panel.
 */
async function openAdsFromSearch(page, url, workflowId, word, shot) {
	const names = await searchNodes(page, url, workflowId, word);
	await shot(`search-${slug(word)}`);
	assert(names.includes(ADS), `searching "${word}" lists ${JSON.stringify(names)}`);
	await page
		.locator(ITEM_NAME, { hasText: new RegExp(`^${ADS}$`) })
		.first()
		.click();
	const creator = page.locator(CREATOR).first();
	await creator
		.getByText(/^Actions \(\d+\)/)
		.first()
		.waitFor({ timeout: 30_000 });
	await page.waitForTimeout(800);
	return creator;
}

/** The checks, as [name, body] pairs for run.js's check(). */
function round4Checks(page, server, screenshot, shots) {
	const shot = (name) => photograph(page, screenshot, name, shots, ROUND);
	const firstWorkflow = server.examples[0].id;
	const workflows = server.round4;
	/** Opens the workflow's node, scrolled to the parameter, and photographs it. */
	const openAt = async (workflow, parameter, name) => {
		const panel = await openNode(page, server.url, workflow);
		await scrollToParameter(panel, parameter);
		await shot(name);
		return panel;
	};
	return [
		...TRIGGER_WORDS.map((word) => [
			`round 4: searching "${word}" for a first step finds ${ADS}, its trigger ${TRIGGER_EVENT} on top`,
			async () => {
				const creator = await openAdsFromSearch(page, server.url, undefined, word, shot);
				await shot(`search-${slug(word)}-opened`);
				const text = await creator.innerText();
				const trigger = text.indexOf(TRIGGER_EVENT);
				assert(
					/Triggers \(1\)/.test(text) && trigger >= 0 && trigger < text.indexOf('Actions ('),
					`opened from "${word}", ${ADS} shows ${JSON.stringify(text.slice(0, 400))}`,
				);
			},
		]),
		...SYNC_WORDS.map((word) => [
			`round 4: searching "${word}" after a node finds ${ADS}, whose actions list ${SYNC_ACTION}`,
			async () => {
				const creator = await openAdsFromSearch(page, server.url, firstWorkflow, word, shot);
				// n8n gives a community node's actions no search bar: the action is found in the list.
				const action = creator.getByText(SYNC_ACTION, { exact: true }).first();
				await action.waitFor({ state: 'attached', timeout: 30_000 }).catch(() => undefined);
				if (await action.count()) await action.scrollIntoViewIfNeeded();
				await page.waitForTimeout(500);
				await shot(`search-${slug(word)}-opened`);
				assert(
					await action.isVisible(),
					`opened from "${word}", ${ADS} shows ${JSON.stringify((await creator.innerText()).slice(0, 400))}`,
				);
			},
		]),
		[
			"round 4: Conversion > Send without an Event shows the issue on Event; the Pixel picker lists the account's pixel with its events",
			async () => {
				const panel = await openAt(workflows.conversion, 'eventId', 'conversion-event-issue');
				const flagged = await parametersWithIssues(panel);
				assert(
					flagged.includes('eventId') && !flagged.includes('pixelId'),
					`the parameters with issues are ${JSON.stringify(flagged)}`,
				);
				const pixel = await parameterText(panel, 'pixelId');
				assert(/Empty: the chosen Event's pixel/.test(pixel), `the Pixel shows "${pixel}"`);
				await pickFromList(page, panel, 'eventId', PURCHASE);
				await panel
					.locator('[data-test-id="parameter-input-pixelId"] [data-test-id="rlc-input"]')
					.first()
					.click();
				const choices = page.locator('[data-test-id="rlc-item"]:visible');
				await choices.first().waitFor({ timeout: 30_000 });
				await page.waitForTimeout(800);
				await shot('conversion-pixel-picker');
				const listed = await choices.allInnerTexts();
				assert(
					listed.some((text) => text.includes(PIXEL) && text.includes('Purchase')),
					`the Pixel picker lists ${JSON.stringify(listed)}`,
				);
				const left = await parametersWithIssues(panel);
				assert(left.length === 0, `with the Event picked, issues remain on ${left.join(', ')}`);
			},
		],
		[
			'round 4: A/B Test > Create with Split Evenly asks no sizes (turned off, it does); Name in view',
			async () => {
				const panel = await openAt(workflows.abTest, 'startTime', 'ab-test-split-evenly');
				const even = await panelText(panel);
				assert(!/Size \(%\)/.test(even), 'Split Evenly is on, yet the groups ask a Size (%)');
				assert(/^Name/m.test(even) && even.includes(TEST_NAME), "the test's Name is not in view");
				await panel.locator('[data-test-id="parameter-input-splitEvenly"]').first().click();
				await page.waitForTimeout(800);
				const uneven = await panelText(panel);
				assert(
					(uneven.match(/Size \(%\)/g) ?? []).length === 2,
					'Split Evenly off, the two groups do not each ask a Size (%)',
				);
			},
		],
		[
			'round 4: the A/B test campaign picker lists the campaigns with line items, none without',
			async () => {
				const panel = await openNode(page, server.url, workflows.abTest);
				const { withLineItems, without } = await campaignsByLineItems(server);
				assert(without.length > 0, 'the account has no campaign without line items to leave out');
				await panel.locator('[data-test-id="parameter-input-entityIds"]').first().click();
				const listed = await dropdownChoices(page);
				await shot('ab-test-campaign-picker');
				const shown = (campaign) => listed.some((text) => text.includes(`(${campaign.id})`));
				const missing = withLineItems.filter((campaign) => !shown(campaign));
				const offered = without.filter(shown);
				assert(
					missing.length === 0 && offered.length === 0,
					`the picker lists ${JSON.stringify(listed)}; missing ${missing.map((c) => c.name)}, without line items ${offered.map((c) => c.name)}`,
				);
			},
		],
		[
			'round 4: Line Item > Create shows Bid Strategy, Bid Amount and the budgets; Start Time empty starts now',
			async () => {
				const panel = await openAt(workflows.lineItem, 'bid_strategy', 'line-item-money');
				const text = await panelText(panel);
				for (const label of LINE_ITEM_MONEY)
					assert(new RegExp(`^${label}`, 'm').test(text), `no ${label} field in view`);
				const start = await parameterText(panel, 'startTime');
				assert(/Empty: starts now/.test(start), `the Start Time shows "${start}"`);
				const flagged = await parametersWithIssues(panel);
				assert(flagged.length === 0, `issues on ${flagged.join(', ')}`);
			},
		],
		[
			"round 4: the Ads Trigger's threshold names its unit: the account's currency for Spend, percent for Click Rate",
			async () => {
				for (const unit of THRESHOLD_UNITS) {
					const panel = await openAt(workflows[unit.workflow], 'emit', unit.shot);
					const value = await parameterText(panel, 'thresholdValue');
					const unshown = unit.shows.filter((pattern) => !pattern.test(value));
					assert(unshown.length === 0, `${unit.workflow}'s Value shows "${value}", not ${unshown}`);
				}
			},
		],
		[
			'round 4: Get Stats starts Entity on Campaign in a new node; a node saved on version 1 keeps Line Item',
			async () => {
				for (const entity of ENTITY_BY_VERSION) {
					const panel = await openAt(workflows[entity.workflow], 'entity', entity.shot);
					const value = await parameterText(panel, 'entity');
					assert(entity.shows.test(value), `${entity.workflow}'s Entity shows "${value}"`);
				}
			},
		],
	];
}

module.exports = { round4Workflows, round4Checks };
