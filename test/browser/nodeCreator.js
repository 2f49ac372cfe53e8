'use strict';
// For the browser check: the nodes panel as a newcomer uses it. Searching "Platform" must list
// each node of the package once (a package loaded twice shows every node twice), and the Platform
// node must list the Activity Trigger's events as its triggers, as n8n lists Slack Trigger's
// under Slack. Screenshots: node-creator-platform (the search) and node-creator-platform-actions.

const ITEM_NAME = '[data-test-id="node-creator-item-name"]';

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/** Opens the nodes panel on a workflow that has nodes, so it offers every node, and searches. */
async function searchNodes(page, url, workflowId, term) {
	await page.goto(`${url}/workflow/${workflowId}`);
	await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
	await page.locator('[data-test-id="node-creator-plus-button"]').first().click();
	const search = page
		.locator(
			'[data-test-id="node-creator-search-bar"] input, input[data-test-id="node-creator-search-bar"]',
		)
		.first();
	await search.waitFor({ timeout: 30_000 });
	await search.fill(term);
	await page.locator(ITEM_NAME).first().waitFor({ timeout: 30_000 });
	await page.waitForTimeout(1000);
}

async function checkNodeCreator(page, url, workflowId, screenshot) {
	try {
		await searchAndOpenPlatform(page, url, workflowId, screenshot);
	} catch (error) {
		await screenshot(page, 'node-creator-failed');
		throw error;
	}
}

async function searchAndOpenPlatform(page, url, workflowId, screenshot) {
	await searchNodes(page, url, workflowId, 'Platform');
	const names = (await page.locator(ITEM_NAME).allInnerTexts()).map((name) => name.trim());
	await screenshot(page, 'node-creator-platform');
	// n8n lists a trigger with events without " Trigger": the polling trigger is "Platform Polling".
	for (const name of ['Platform', 'Platform Ads', 'Platform Polling'])
		assert(
			names.filter((listed) => listed === name).length === 1,
			`searching "Platform" lists ${JSON.stringify(names)}: not "${name}" exactly once`,
		);
	await page
		.locator(ITEM_NAME, { hasText: /^Platform$/ })
		.first()
		.click();
	const panel = page.locator('[data-test-id="node-creator"]').first();
	// The actions come first; the triggers follow under their own header, folded: open it.
	const triggers = panel.getByText(/^Triggers/i).first();
	await triggers.waitFor({ timeout: 30_000 });
	await triggers.click();
	await page.waitForTimeout(500);
	await triggers.evaluate((element) => element.scrollIntoView({ block: 'start' }));
	await screenshot(page, 'node-creator-platform-actions');
	// n8n words each event as an action ("On post created"): compare words only.
	const words = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
	const text = words(await panel.innerText());
	for (const event of ['Post: Created', 'Chat: Message Received'])
		assert(text.includes(words(event)), `the Platform node lists no trigger for "${event}"`);
}

module.exports = { checkNodeCreator };
