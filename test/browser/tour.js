'use strict';
// The marketer's tour of the editor, for the browser check: the panels and runs a person who
// writes no code meets first, each photographed into .build/browser/tour-<name>.png (the best are
// copied into docs/images/ for the README). Each stop opens one workflow's node, runs it when the
// stop says so, and checks what the panel shows: the output a run gives, or the error it raises.
const { ADS_ACCOUNT } = require('../e2e/workflows');

const MANUAL_TRIGGER = {
	id: 'c0000000-0000-4000-8000-000000000000',
	name: 'When clicking ‘Execute workflow’',
	type: 'n8n-nodes-base.manualTrigger',
	typeVersion: 1,
	position: [-240, 0],
	parameters: {},
};

/** A workflow of the manual trigger and one node of the package, configured as given. */
function tourWorkflow(index, { name, type, credential, parameters }) {
	const node = {
		id: `c0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
		name,
		type: `n8n-nodes-platform.${type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
	return {
		id: `PlatformTour${String(index + 1).padStart(3, '0')}`,
		name: `Tour: ${name}`,
		nodes: [MANUAL_TRIGGER, node],
		connections: {
			[MANUAL_TRIGGER.name]: { main: [[{ node: name, type: 'main', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	};
}

const resourceLocator = (value) => ({ __rl: true, mode: 'id', value });

/**
 * The stops. `run` says whether the node is executed; `expect` reads the panel's text after it
 * and returns what is wrong, if anything.
 */
function tourStops(credentials) {
	const ofType = (type) => credentials.find((credential) => credential.type === type);
	const appOnly = ofType('platformAppOnlyApi');
	const oauth1 = ofType('platformOAuth1Api');
	const stops = [
		{
			shot: 'post-create',
			title: 'Post > Create: a post for the search that follows',
			node: {
				name: 'Create post',
				type: 'platformCore',
				credential: oauth1,
				parameters: {
					authentication: 'oAuth1',
					resource: 'post',
					operation: 'create',
					text: 'Our spring launch starts Friday',
				},
			},
			run: true,
			expect: (text) => (text.includes('Our spring launch') ? '' : 'the output shows no post'),
		},
		{
			shot: 'post-create-thread',
			title: 'Post > Create Thread: one long text split into numbered posts, each a reply',
			node: {
				name: 'Create thread',
				type: 'platformCore',
				credential: oauth1,
				parameters: {
					authentication: 'oAuth1',
					resource: 'post',
					operation: 'createThread',
					partsFrom: 'split',
					threadText: `${'Our spring collection is here. '.repeat(9)}Details: https://example.com/spring-collection-2027-lookbook-and-prices`,
					threadOptions: { numbered: true },
				},
			},
			run: true,
			// Split to fit 280 as the platform counts, numbered: the output shows every part.
			expect: (text) =>
				['1/2', '2/2']
					.filter((part) => !text.includes(part))
					.map((part) => `no part ${part}`)
					.join('; '),
		},
		{
			shot: 'post-search-recent',
			title: 'Post > Search Recent: the panel and its output',
			node: {
				name: 'Search recent posts',
				type: 'platformCore',
				credential: appOnly,
				parameters: {
					authentication: 'appOnly',
					resource: 'post',
					operation: 'searchRecent',
					query: 'launch',
					limit: 10,
				},
			},
			run: true,
			expect: (text) =>
				['created_at', 'author', 'public_metrics']
					.filter((field) => !text.includes(field))
					.map((field) => `the output shows no ${field}`)
					.join('; '),
		},
		{
			shot: 'line-item-update',
			title: 'Line Item > Update: the panel and its output',
			node: {
				name: 'Update line item',
				type: 'platformAds',
				credential: oauth1,
				parameters: {
					authentication: 'oAuth1',
					resource: 'lineItem',
					operation: 'update',
					accountId: resourceLocator(ADS_ACCOUNT),
					lineItemId: resourceLocator('8v7jo'),
					updateFields: { bid_amount_local_micro: '1.50', bid_strategy: 'MAX' },
				},
			},
			run: true,
			// The bid is typed as money; the answer (its micros and the same bid in the currency
			// are checked in jest) is the updated line item.
			expect: (text) => (text.includes('8v7jo') ? '' : 'the output shows no updated line item'),
		},
		{
			shot: 'audience-form',
			title: 'Custom Audience User > Add: the audience form',
			node: {
				name: 'Add audience users',
				type: 'platformAds',
				credential: oauth1,
				parameters: {
					authentication: 'oAuth1',
					resource: 'customAudienceUser',
					operation: 'add',
					accountId: resourceLocator(ADS_ACCOUNT),
				},
			},
			run: false,
			expect: () => '',
		},
		{
			shot: 'card-builder',
			title: 'Card > Create: the card builder',
			node: {
				name: 'Create card',
				type: 'platformAds',
				credential: oauth1,
				parameters: {
					authentication: 'oAuth1',
					resource: 'card',
					operation: 'create',
					accountId: resourceLocator(ADS_ACCOUNT),
					name: 'Spring offer',
					components: {
						component: [
							{ type: 'MEDIA', mediaKey: '3_1300000000000000000' },
							{ type: 'DETAILS', title: 'Spring sale', url: 'https://example.com/spring' },
						],
					},
				},
			},
			run: false,
			// The media is one of the library's, shown by its name from the list, not a typed key.
			expect: (text) =>
				text.includes('Library image 0 (IMAGE)')
					? ''
					: 'the card builder does not show the media picked from the library by its name',
		},
		{
			shot: 'validation-error',
			title: 'a local check: User > Get by ID with a user ID of letters',
			node: {
				name: 'Get user',
				type: 'platformCore',
				credential: appOnly,
				parameters: {
					authentication: 'appOnly',
					resource: 'user',
					operation: 'getById',
					userId: 'not-a-number',
				},
			},
			run: true,
			expect: (text) =>
				[
					!/Item 1: User ID/.test(text) && 'the error does not name the item and the field',
					/Error code/i.test(text) && 'the error shows an error code',
				]
					.filter(Boolean)
					.join('; '),
		},
		{
			shot: 'not-found-error',
			title: 'a platform error: Post > Get of a post that does not exist',
			node: {
				name: 'Get post',
				type: 'platformCore',
				credential: appOnly,
				parameters: {
					authentication: 'appOnly',
					resource: 'post',
					operation: 'get',
					postId: resourceLocator('1999999999999999999'),
				},
			},
			run: true,
			// Said once: the post's ID stands once in the error, with a fix to try.
			expect: (text) =>
				(text.match(/1999999999999999999/g) ?? []).length === 1
					? ''
					: 'the error names the missing post more than once, or not at all',
		},
	];
	return stops.map((stop, index) => ({ ...stop, workflow: tourWorkflow(index, stop.node) }));
}

/**
 * Opens the stop's node, runs it when asked, photographs the panel (whatever happened) and checks
 * what it shows: after a run, the output side only (the result or the error), else the parameters.
 */
async function visitStop(page, url, stop, screenshot) {
	const node = stop.workflow.nodes[1];
	await page.goto(`${url}/workflow/${stop.workflow.id}/${node.id}`);
	const panel = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await panel.waitFor({ timeout: 60_000 });
	await page.waitForTimeout(1000);
	try {
		if (!stop.run) return assertNothingWrong(stop, await panelText(panel));
		assertNothingWrong(stop, await (await runOpenNode(page)).innerText());
	} finally {
		await screenshot(page, `tour-${stop.shot}`);
	}
}

/** Runs the node whose panel is open; returns the output side once it shows data or an error. */
async function runOpenNode(page) {
	await page.locator('[data-test-id="node-execute-button"]').first().click();
	const output = page.locator('[data-test-id="output-panel"]').first();
	// The data container stands there before the run too ("Execute this node to view data"): the
	// run has ended when the output counts its items or shows the error.
	await output
		.locator('[data-test-id="node-error-message"]')
		.or(output.getByText(/^\d+ items?$/))
		.first()
		.waitFor({ timeout: 60_000 });
	await page.waitForTimeout(1000);
	return output;
}

/** What the parameters show: their labels and texts, and the values in their inputs. */
async function panelText(panel) {
	const values = await panel.locator('input').evaluateAll((inputs) => inputs.map((i) => i.value));
	return `${await panel.innerText()}\n${values.join('\n')}`;
}

function assertNothingWrong(stop, text) {
	const problem = stop.expect(text);
	if (problem) throw new Error(problem);
}

module.exports = { tourStops, visitStop, runOpenNode, panelText, MANUAL_TRIGGER };
