'use strict';
// The third round of the editor as a marketer meets it (BROWSER_CHECKS=round3): what the round
// changed, each seen in the editor and photographed into .build/browser/r3-<name>.png, copied to
// docs/images/ for the README.
// - The nodes panel finds this package's node for "spend", "conversion", "thread", "promote", and
//   lists Platform Ads with a description of its own (not only the trigger's).
// - Line Item > Create with an End Time before its Start Time: the error in the panel, nothing
//   created on the emulator.
// - Campaign > Create opens on Status Paused, with Name and Daily Budget in view.
// - The Ads Trigger opens polling every hour, with a campaign picker and a threshold.
// - Ads Post > Get Many: each output `id` is the post's exact `id_str`.
// - The Account picker lists the credential's Default Ads Account ID first (run.js sets it on the
//   OAuth1 keys credential).
// - The OAuth2 credential's dialog shows no raw expression.
const fs = require('node:fs');
const path = require('node:path');

const { ADS_ACCOUNT } = require('../e2e/workflows');
const { searchNodes } = require('./nodeCreator');
const { MANUAL_TRIGGER, panelText, runOpenNode } = require('./tour');

const ROOT = path.resolve(__dirname, '..', '..');
const LINE_ITEM_NAME = 'Ends before it starts';
const resourceLocator = (value) => ({ __rl: true, mode: 'id', value });

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/**
 * A workflow of one node of the package (after the manual trigger unless it is a trigger), of
 * the editor round whose checks open it (its ID and name say which).
 */
function oneNodeWorkflow(index, name, type, parameters, credential, round = 3) {
	const node = {
		id: `f0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
		name,
		type: `n8n-nodes-platform.${type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters: { authentication: 'oAuth1', ...parameters },
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
	const trigger = type.endsWith('Trigger');
	return {
		id: `PlatformRound${round}${String(index).padStart(3, '0')}`,
		name: `Round ${round}: ${name}`,
		nodes: trigger ? [node] : [MANUAL_TRIGGER, node],
		connections: trigger
			? {}
			: { [MANUAL_TRIGGER.name]: { main: [[{ node: name, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	};
}

/** The workflows the checks open, by what they hold. */
function round3Workflows(credentials) {
	const oauth1 = credentials.find((credential) => credential.type === 'platformOAuth1Api');
	const account = { accountId: resourceLocator(ADS_ACCOUNT) };
	return {
		lineItem: oneNodeWorkflow(
			1,
			'Create line item',
			'platformAds',
			{
				...account,
				resource: 'lineItem',
				operation: 'create',
				campaignId: resourceLocator('c1'),
				objective: 'WEBSITE_CLICKS',
				productType: 'PROMOTED_POSTS',
				placements: ['ALL_ON_PLATFORM'],
				name: LINE_ITEM_NAME,
				startTime: '={{ $now.plus({ days: 3 }).startOf("hour").toISO() }}',
				additionalFields: {
					bid_strategy: 'AUTO',
					end_time: '={{ $now.plus({ days: 2 }).startOf("hour").toISO() }}',
				},
			},
			oauth1,
		),
		campaign: oneNodeWorkflow(
			2,
			'Create campaign',
			'platformAds',
			{ ...account, resource: 'campaign', operation: 'create' },
			oauth1,
		),
		trigger: oneNodeWorkflow(
			3,
			'Spend above 50',
			'platformAdsTrigger',
			{ ...account, emit: 'threshold', thresholdValue: 50 },
			oauth1,
		),
		newAccount: oneNodeWorkflow(
			5,
			'Account not picked yet',
			'platformAds',
			{
				resource: 'campaign',
				operation: 'getAll',
				accountId: { __rl: true, mode: 'list', value: '' },
			},
			oauth1,
		),
		adsPosts: oneNodeWorkflow(
			4,
			'Get ads posts',
			'platformAds',
			{ ...account, resource: 'adsPost', operation: 'getAll', returnAll: false, limit: 3 },
			oauth1,
		),
	};
}

/** Photographs the page into .build/browser and docs/images, as r<round>-<name>.png. */
async function photograph(page, screenshot, name, shots, round = 3) {
	const file = `r${round}-${name}`;
	await screenshot(page, file);
	fs.copyFileSync(
		path.join(shots, `${file}.png`),
		path.join(ROOT, 'docs', 'images', `${file}.png`),
	);
}

async function openNode(page, url, workflow) {
	const node = workflow.nodes[workflow.nodes.length - 1];
	await page.goto(`${url}/workflow/${workflow.id}/${node.id}`);
	const panel = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await panel.waitFor({ timeout: 60_000 });
	await page.locator('[data-test-id^="parameter-input-"]').first().waitFor({ timeout: 30_000 });
	await page.waitForTimeout(1000);
	return panel;
}

const SEARCHES = {
	spend: 'Platform Ads',
	conversion: 'Platform Ads',
	promote: 'Platform Ads',
	thread: 'Platform',
};

/** The checks, as [name, body] pairs for run.js's check(). */
function round3Checks(page, server, screenshot, shots) {
	const shot = (name) => photograph(page, screenshot, name, shots);
	const firstWorkflow = server.examples[0].id;
	const workflows = server.round3;
	return [
		...Object.entries(SEARCHES).map(([word, node]) => [
			`round 3: searching "${word}" in the nodes panel finds ${node}`,
			async () => {
				const names = await searchNodes(page, server.url, firstWorkflow, word);
				await shot(`search-${word}`);
				assert(names.includes(node), `searching "${word}" lists ${JSON.stringify(names)}`);
			},
		]),
		[
			"round 3: the nodes panel shows Platform Ads with its own description, not the trigger's",
			async () => {
				await searchNodes(page, server.url, firstWorkflow, 'Platform Ads');
				await page
					.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Platform Ads$/ })
					.first()
					.click();
				await page
					.getByText(/^Create a campaign$/)
					.first()
					.waitFor({ timeout: 30_000 });
				await page.waitForTimeout(800);
				await shot('platform-ads-description');
				const text = await page.locator('[data-test-id="node-creator"]').first().innerText();
				assert(/Run ads campaigns/.test(text), 'no description of Platform Ads is shown');
				assert(
					!/Starts the workflow when the metrics/i.test(text),
					"Platform Ads is described by the trigger's text",
				);
			},
		],
		[
			'round 3: Line Item > Create with the End Time before the Start Time shows the error, creates nothing',
			async () => {
				await openNode(page, server.url, workflows.lineItem);
				const output = await runOpenNode(page);
				await shot('line-item-end-before-start');
				const text = await output.innerText();
				assert(/End Time/.test(text), `the output shows no End Time error: ${text.slice(0, 200)}`);
				const created =
					(await server.asAds(`/12/accounts/${ADS_ACCOUNT}/line_items?count=1000`)) ?? [];
				assert(
					!created.some((lineItem) => lineItem.name === LINE_ITEM_NAME),
					'the line item was created',
				);
			},
		],
		[
			'round 3: Campaign > Create opens on Status Paused, with Name and Daily Budget in view',
			async () => {
				const panel = await openNode(page, server.url, workflows.campaign);
				await shot('campaign-create-paused');
				const status = await panel
					.locator('[data-test-id="parameter-input-entity_status"] input')
					.first()
					.inputValue();
				assert(status === 'Paused', `Status shows "${status}"`);
				const text = await panel.innerText();
				for (const label of ['Name', 'Daily Budget'])
					assert(new RegExp(`^${label}`, 'm').test(text), `no ${label} field in view`);
			},
		],
		[
			'round 3: the Ads Trigger states it checks at most once an hour, with a campaign picker and a threshold',
			async () => {
				const panel = await openNode(page, server.url, workflows.trigger);
				await panel.locator('[data-test-id="parameter-input-campaignIds"]').first().click();
				const campaigns = page.locator('.el-select-dropdown__item:visible');
				await campaigns.first().waitFor({ timeout: 30_000 });
				await shot('ads-trigger');
				assert((await campaigns.count()) > 0, 'the campaign picker lists no campaign');
				const text = await panelText(panel);
				assert(
					/at most once an hour, whatever the Poll Times/.test(text),
					'the panel does not state the hourly check',
				);
				for (const label of ['Crosses', 'Metric', 'Value'])
					assert(text.includes(label), `the threshold's ${label} is not shown`);
			},
		],
		[
			"round 3: the Account picker lists the credential's Default Ads Account ID first, marked",
			async () => {
				const panel = await openNode(page, server.url, workflows.newAccount);
				await panel
					.locator('[data-test-id="parameter-input-accountId"] [data-test-id="rlc-input"]')
					.first()
					.click();
				const first = page.locator('[data-test-id="rlc-item"]').first();
				await first.waitFor({ timeout: 30_000 });
				await page.waitForTimeout(800);
				await shot('default-account');
				const text = await first.innerText();
				assert(
					text.startsWith('Default:') && text.includes(ADS_ACCOUNT),
					`the first account listed is "${text}"`,
				);
			},
		],
		[
			"round 3: Ads Post > Get Many's output shows each id equal to its id_str",
			async () => {
				await openNode(page, server.url, workflows.adsPosts);
				const output = await runOpenNode(page);
				await output.getByText('JSON', { exact: true }).first().click();
				await page.waitForTimeout(1000);
				await shot('ads-post-ids');
				const text = await output.innerText();
				const exact = [...text.matchAll(/"id_str":\s*"(\d+)"/g)].map((match) => match[1]);
				assert(exact.length > 0, 'the output shows no id_str');
				const ids = new Set([...text.matchAll(/"id":\s*"(\d+)"/g)].map((match) => match[1]));
				const missing = exact.filter((id) => !ids.has(id));
				assert(missing.length === 0, `no "id" equal to id_str ${missing.join(', ')}`);
				const rounded = text.match(/"id":\s*\d{16,}/g);
				assert(!rounded, `numeric ids in the output: ${rounded?.join(', ')}`);
			},
		],
		[
			'round 3: the OAuth2 credential dialog shows no raw expression',
			async () => {
				await page.goto(`${server.url}/home/credentials/PlatformOAuth2P1`);
				const dialog = page.locator('[data-test-id="editCredential-modal"], .el-dialog').first();
				await dialog.waitFor({ timeout: 30_000 });
				await page.waitForTimeout(1500);
				await shot('oauth2-credential');
				const text = await panelText(dialog);
				assert(!/\{\{|\$self/.test(text), 'the dialog shows an expression');
			},
		],
	];
}

module.exports = { round3Workflows, round3Checks, oneNodeWorkflow, openNode, photograph };
