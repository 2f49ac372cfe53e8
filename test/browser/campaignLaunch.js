'use strict';
// A campaign launched from n8n's editor, as a marketer does it: Campaign > Create with the
// funding instrument picked from its list, Line Item > Create in that campaign, and Targeting
// Criterion > Create whose location is found by typing part of its name ("york"). The panels are
// photographed into .build/browser/campaign-*.png (copied into docs/images/ for the README).
const { ADS_ACCOUNT: ACCOUNT } = require('../e2e/workflows');
const CAMPAIGN_NAME = 'Spring launch from the editor';
const resourceLocator = (value, mode = 'id') => ({ __rl: true, mode, value });
const listEntry = (page, text) =>
	page.locator('[data-test-id="rlc-item"]', { hasText: text }).first();

/** The workflow: the manual trigger, then the three nodes in a chain; pickers left empty. */
function campaignLaunchWorkflow(credentials) {
	const oauth1 = credentials.find((credential) => credential.type === 'platformOAuth1Api');
	const ads = (index, name, parameters) => ({
		id: `e0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
		name,
		type: 'n8n-nodes-platform.platformAds',
		typeVersion: 1,
		position: [index * 240, 0],
		parameters: { authentication: 'oAuth1', accountId: resourceLocator(ACCOUNT), ...parameters },
		credentials: { [oauth1.type]: { id: oauth1.id, name: oauth1.name } },
	});
	const trigger = {
		id: 'e0000000-0000-4000-8000-000000000000',
		name: 'When clicking ‘Execute workflow’',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const nodes = [
		trigger,
		ads(1, 'Create campaign', {
			resource: 'campaign',
			operation: 'create',
			fundingInstrumentId: resourceLocator('', 'list'),
			name: CAMPAIGN_NAME,
			daily_budget_amount_local_micro: '50',
			total_budget_amount_local_micro: '500',
		}),
		ads(2, 'Create line item', {
			resource: 'lineItem',
			operation: 'create',
			campaignId: resourceLocator('={{ $json.id }}'),
			objective: 'WEBSITE_CLICKS',
			productType: 'PROMOTED_POSTS',
			placements: ['ALL_ON_PLATFORM'],
			startTime: '={{ $now.plus({ days: 1 }).startOf("hour").toISO() }}',
			name: 'New York readers',
			additionalFields: { bid_strategy: 'AUTO' },
		}),
		ads(3, 'Target a location', {
			resource: 'targetingCriterion',
			operation: 'create',
			lineItemId: resourceLocator('={{ $json.id }}'),
			targetingType: 'LOCATION',
			targetingValue: resourceLocator('', 'list'),
		}),
	];
	const connections = {};
	for (let index = 0; index < nodes.length - 1; index++)
		connections[nodes[index].name] = {
			main: [[{ node: nodes[index + 1].name, type: 'main', index: 0 }]],
		};
	return {
		id: 'PlatformCampaign1',
		name: 'Browser check: launch a campaign',
		nodes,
		connections,
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	};
}

/** Opens a node's panel on the canvas of the workflow. */
async function openNode(page, url, workflow, name) {
	const node = workflow.nodes.find((one) => one.name === name);
	await page.goto(`${url}/workflow/${workflow.id}/${node.id}`);
	const panel = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await panel.waitFor({ timeout: 60_000 });
	await page.locator('[data-test-id="parameter-input-resource"]').first().waitFor();
	await page.waitForTimeout(800);
	return panel;
}

/**
 * Opens a picker's list, types `search` into its search box when given, and picks the choice
 * whose text contains `choice`; returns the text of the chosen entry.
 */
async function pickFromList(page, panel, parameter, choice, search) {
	await panel
		.locator(`[data-test-id="parameter-input-${parameter}"] [data-test-id="rlc-input"]`)
		.first()
		.click();
	if (search) {
		const box = page.locator('[data-test-id="rlc-search"]').first();
		const input =
			(await box.evaluate((element) => element.tagName)) === 'INPUT'
				? box
				: box.locator('input').first();
		await input.fill(search);
	}
	const entry = listEntry(page, choice);
	await entry.waitFor({ timeout: 30_000 });
	const text = await entry.innerText();
	return { entry, text };
}

/** Closes the panel and saves the workflow, so that opening the next node keeps the choice. */
async function closePanel(page, panel) {
	await page
		.locator('[data-test-id="back-to-canvas"], [data-test-id="ndv-close-button"]')
		.first()
		.click();
	await panel.waitFor({ state: 'hidden', timeout: 15_000 });
	await page.keyboard.press('Control+s');
	await page.waitForTimeout(1500);
}

/**
 * The whole launch: picks the funding instrument, finds New York by "york", saves, runs the
 * workflow and returns what the emulator then holds, for the caller's checks.
 */
async function launchCampaign(page, server, workflow, screenshot) {
	let panel = await openNode(page, server.url, workflow, 'Create campaign');
	const instrument = await pickFromList(page, panel, 'fundingInstrumentId', '(fi1usd)');
	await screenshot(page, 'campaign-funding-instrument-picker');
	await instrument.entry.click();
	await page.waitForTimeout(500);
	await screenshot(page, 'campaign-create');
	await closePanel(page, panel);

	panel = await openNode(page, server.url, workflow, 'Target a location');
	const york = await pickFromList(page, panel, 'targetingValue', 'New York', 'york');
	await screenshot(page, 'targeting-location-search');
	await york.entry.click();
	await page.waitForTimeout(500);
	await screenshot(page, 'targeting-location');
	await closePanel(page, panel);

	await page.locator('[data-test-id="execute-workflow-button"]').first().click();
	await page.waitForTimeout(1000);
	const deadline = Date.now() + 60_000;
	let criteria = [];
	let campaigns = [];
	while (Date.now() < deadline) {
		campaigns =
			(await server.asAds(
				`/12/accounts/${ACCOUNT}/campaigns?q=${encodeURIComponent(CAMPAIGN_NAME)}`,
			)) ?? [];
		const campaign = campaigns.find((one) => one.name === CAMPAIGN_NAME);
		if (campaign) {
			const lineItems =
				(await server.asAds(`/12/accounts/${ACCOUNT}/line_items?campaign_ids=${campaign.id}`)) ??
				[];
			if (lineItems.length > 0) {
				criteria =
					(await server.asAds(
						`/12/accounts/${ACCOUNT}/targeting_criteria?line_item_ids=${lineItems.map((one) => one.id).join(',')}`,
					)) ?? [];
				if (criteria.length > 0) break;
			}
		}
		await page.waitForTimeout(1000);
	}
	await screenshot(page, 'campaign-launched');
	return { instrumentChoice: instrument.text, locationChoice: york.text, campaigns, criteria };
}

module.exports = { campaignLaunchWorkflow, launchCampaign, CAMPAIGN_NAME };
