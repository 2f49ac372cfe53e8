'use strict';
// For the browser check: the nodes panel as a newcomer uses it.
// - Searching "Platform" lists each node of the package once (a package loaded twice shows every
//   node twice), and "Platform Activity Trigger" finds the webhook trigger.
// - Each word people type for a job (the codex aliases of each node's .node.json) finds the node
//   that does it.
// - A node of each kind added from the panel starts on a credential that runs its default
//   operation: no credential issue, no authentication notice.
// Screenshots: node-creator-platform, node-creator-platform-actions, node-creator-<word> for a
// few words, new-node-<node>.
const { platformCredentials } = require('../e2e/harness');

const ITEM_NAME = '[data-test-id="node-creator-item-name"]';
const CREATOR = '[data-test-id="node-creator"]';
const SEARCH_BAR =
	'[data-test-id="node-creator-search-bar"] input, input[data-test-id="node-creator-search-bar"]';

/** The nodes as the panel names them (n8n drops " Trigger" from a trigger with events). */
const PLATFORM = 'Platform';
const ADS = 'Platform Ads';
const POLLING = 'Platform Polling';
const ACTIVITY = 'Platform Activity';

/** Words people type, and the nodes each must find (their aliases, or their names). */
const WORDS = {
	post: [PLATFORM],
	reply: [PLATFORM],
	like: [PLATFORM, POLLING, ACTIVITY],
	repost: [PLATFORM],
	mention: [PLATFORM, POLLING, ACTIVITY],
	follow: [PLATFORM, ACTIVITY],
	'direct message': [PLATFORM, POLLING],
	list: [PLATFORM],
	bookmark: [PLATFORM],
	analytics: [PLATFORM],
	stats: [ADS],
	audience: [ADS],
	campaign: [ADS],
	ads: [ADS],
	metrics: [ADS],
	targeting: [ADS],
	spend: [ADS],
	conversion: [ADS],
	promote: [ADS],
	thread: [PLATFORM],
};

/** Words whose search results are photographed for the docs. */
const PHOTOGRAPHED = ['mention', 'campaign'];

// The demo's credential names (test/e2e/harness.js), by type.
const CREDENTIAL_NAME = Object.fromEntries(
	platformCredentials({}).map((credential) => [credential.type, credential.name]),
);

/**
 * A new node of each kind, added through the panel with the action of its default operation
 * (or a trigger's first event), and the credential the panel must select for it.
 */
const NEW_NODES = [
	{
		shot: 'platform',
		node: PLATFORM,
		action: /^Get the authenticated user$/,
		credential: CREDENTIAL_NAME.platformOAuth1Api,
	},
	{
		shot: 'platform-ads',
		node: ADS,
		action: /^Get many accounts$/,
		credential: CREDENTIAL_NAME.platformOAuth1Api,
	},
	{
		shot: 'platform-polling-trigger',
		node: POLLING,
		action: /^On new mention$/i,
		credential: CREDENTIAL_NAME.platformOAuth1Api,
	},
	{
		shot: 'platform-activity-trigger',
		node: ACTIVITY,
		action: /^On post created$/i,
		credential: CREDENTIAL_NAME.platformAppOnlyApi,
	},
];

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/**
 * Opens the nodes panel and searches: on a workflow that has nodes, so it offers every node, or
 * without a workflow as a new workflow's first step, where a node shows its triggers first.
 */
async function searchNodes(page, url, workflowId, term) {
	if (workflowId) {
		await page.goto(`${url}/workflow/${workflowId}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
		await page.locator('[data-test-id="node-creator-plus-button"]').first().click();
	} else {
		await page.goto(`${url}/workflow/new`);
		await page.locator('[data-test-id="canvas-add-button"]').first().click();
	}
	const search = page.locator(SEARCH_BAR).first();
	await search.waitFor({ timeout: 30_000 });
	await search.fill(term);
	// Nothing found lists nothing: the caller's check says what was searched.
	await page
		.locator(ITEM_NAME)
		.first()
		.waitFor({ timeout: 30_000 })
		.catch(() => undefined);
	await page.waitForTimeout(1000);
	return (await page.locator(ITEM_NAME).allInnerTexts()).map((name) => name.trim());
}

/** Runs `body`, photographing the page when it fails. */
const photographedOnFailure = (page, screenshot, name, body) => async () => {
	try {
		await body();
	} catch (error) {
		await screenshot(page, `${name}-failed`);
		throw error;
	}
};

async function searchAndOpenPlatform(page, url, workflowId, screenshot) {
	const names = await searchNodes(page, url, workflowId, 'Platform');
	await screenshot(page, 'node-creator-platform');
	for (const name of [PLATFORM, ADS, POLLING, ACTIVITY])
		assert(
			names.filter((listed) => listed === name).length === 1,
			`searching "Platform" lists ${JSON.stringify(names)}: not "${name}" exactly once`,
		);
	await page
		.locator(ITEM_NAME, { hasText: /^Platform$/ })
		.first()
		.click();
	const panel = page.locator(CREATOR).first();
	// The actions, grouped by resource: the most used resources come first.
	await panel
		.getByText(/^Get the authenticated user$/)
		.first()
		.waitFor({ timeout: 30_000 });
	await screenshot(page, 'node-creator-platform-actions');
	const text = await panel.innerText();
	const at = (words) => text.toLowerCase().indexOf(words);
	assert(at('create a post') >= 0, 'the Platform node lists no "Create a post" action');
	assert(
		at('create a post') < at('account activity') || at('account activity') < 0,
		'the Platform node lists developer resources (Account Activity) before Post',
	);
	assert(
		!/starts the workflow/i.test(text),
		"the Platform node's panel carries a trigger's text (Starts the workflow...)",
	);
}

async function findsActivityTrigger(page, url, workflowId) {
	const names = await searchNodes(page, url, workflowId, 'Platform Activity Trigger');
	assert(
		names.some((name) => name === ACTIVITY || name === `${ACTIVITY} Trigger`),
		`searching "Platform Activity Trigger" lists ${JSON.stringify(names)}`,
	);
}

async function findsByWord(page, url, workflowId, word, expected, screenshot) {
	const names = await searchNodes(page, url, workflowId, word);
	if (PHOTOGRAPHED.includes(word))
		await screenshot(page, `node-creator-${word.replace(/\s+/g, '-')}`);
	for (const name of expected)
		assert(
			names.includes(name),
			`searching "${word}" lists ${JSON.stringify(names)}: no "${name}"`,
		);
}

/** Adds the node through the panel, then reads its panel: credential, issues and notices. */
async function addsNodeReadyToRun(page, url, workflowId, newNode, screenshot) {
	const names = await searchNodes(page, url, workflowId, newNode.node);
	const index = names.indexOf(newNode.node);
	assert(index >= 0, `searching "${newNode.node}" lists ${JSON.stringify(names)}`);
	await page.locator(ITEM_NAME).nth(index).click();
	const creator = page.locator(CREATOR).first();
	await creator.getByText(newNode.action).first().click();
	const ndv = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await ndv.waitFor({ timeout: 30_000 });
	const select = ndv.locator('[data-test-id="node-credentials-select"]').first();
	await select.waitFor({ timeout: 30_000 });
	await page.waitForTimeout(1500);
	await screenshot(page, `new-node-${newNode.shot}`);
	const chosen = await select.locator('input').first().inputValue();
	assert(
		chosen === newNode.credential,
		`the new ${newNode.node} node selected "${chosen}", expected "${newNode.credential}"`,
	);
	const flagged = await ndv
		.locator('[data-test-id="node-credentials-select"][class*="hasIssues"]')
		.count();
	assert(flagged === 0, `the new ${newNode.node} node shows a credential issue`);
	const text = await ndv.innerText();
	const notice = /needs a Platform [^\n]*credential|works here only with a user's/.exec(text);
	assert(!notice, `the new ${newNode.node} node shows the notice "${notice?.[0]}"`);
}

/** The checks, as [name, body] pairs for run.js's check(). */
function nodeCreatorChecks(page, url, workflowId, screenshot) {
	// A node added leaves the workflow unsaved: leaving it asks the browser to confirm.
	page.on('dialog', (dialog) =>
		dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
	);
	const checked = (name, shot, body) => [name, photographedOnFailure(page, screenshot, shot, body)];
	return [
		checked(
			'searching "Platform" lists each node once; the Platform node lists its actions, the most used first',
			'node-creator-platform',
			() => searchAndOpenPlatform(page, url, workflowId, screenshot),
		),
		checked(
			'searching "Platform Activity Trigger" finds the trigger',
			'node-creator-activity',
			() => findsActivityTrigger(page, url, workflowId),
		),
		...Object.entries(WORDS).map(([word, expected]) =>
			checked(
				`searching "${word}" finds ${expected.join(', ')}`,
				`node-creator-${word.replace(/\s+/g, '-')}`,
				() => findsByWord(page, url, workflowId, word, expected, screenshot),
			),
		),
		...NEW_NODES.map((newNode) =>
			checked(
				`a new ${newNode.node} node starts on "${newNode.credential}", with no credential warning`,
				`new-node-${newNode.shot}`,
				() => addsNodeReadyToRun(page, url, workflowId, newNode, screenshot),
			),
		),
	];
}

module.exports = { nodeCreatorChecks, searchNodes, ITEM_NAME, CREATOR };
