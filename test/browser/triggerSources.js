'use strict';
// The Platform Activity Trigger set up from the panel, for the browser check: one workflow per
// event source holding the trigger with only its app credential. The check opens the node,
// chooses the Event Source, fills in what that source asks for (for Account Activity also the
// account's sign-in in its own credential slot), photographs the panel into
// .build/browser/trigger-source-<source>.png, activates the workflow with the editor's switch
// and reads on the emulator what activation registered. A fourth stop names a user the platform
// does not know: activation must fail with an error naming them.
const { until } = require('../e2e/harness');

const ME = '1000000000000000001';
const PLATFORMDEV = '2244994945';

const SOURCES = [
	{
		id: 'TriggerActivity1',
		source: 'activity',
		choice: 'Activity Events',
		fill: async (page, panel) => {
			await chooseOptions(page, panel, 'events', ['Post: Created']);
			await typeInto(panel, 'userIds', '@platformdev');
		},
		registered: async ({ asApp, config }) => {
			const ours = (await asApp('/2/activity/subscriptions')).filter(
				(subscription) => subscription.webhook_id === config.id,
			);
			return ours.length === 1 &&
				ours[0].event_type === 'post.create' &&
				ours[0].filter?.user_id === PLATFORMDEV
				? ''
				: `activity subscriptions ${JSON.stringify(ours)}`;
		},
	},
	{
		id: 'TriggerStream001',
		source: 'streamRules',
		choice: 'Posts Matching Stream Rules',
		fill: async (page, panel) => {
			await panel.getByRole('button', { name: 'Add Rule' }).first().click();
			await typeInto(panel, 'value', 'sneakers drop');
			await typeInto(panel, 'label', 'drops');
		},
		registered: async ({ asApp, config }) => {
			const links = (await asApp('/2/posts/search/webhooks')).filter(
				(link) => link.webhook_id === config.id,
			);
			const rules = (await asApp('/2/posts/search/stream/rules')).filter((rule) =>
				rule.tag?.includes('n8n workflow TriggerStream001'),
			);
			return links.length === 1 &&
				rules.length === 1 &&
				rules[0].value === 'sneakers drop' &&
				rules[0].tag.startsWith('drops')
				? ''
				: `stream links ${JSON.stringify(links)}, rules ${JSON.stringify(rules)}`;
		},
	},
	{
		id: 'TriggerAccount01',
		source: 'accountActivity',
		choice: 'Account Activity',
		fill: async (page, panel) => {
			// The source's end: the date, the preset that replaces it, what has no replacement.
			const text = await panel.innerText();
			for (const said of [
				'ends Account Activity on 2027-01-01',
				'Everything Account Activity Delivered',
				'post.mention.create',
				'blocks and mutes of the user by others',
			])
				if (!text.includes(said))
					throw new Error(`the Account Activity notice does not say "${said}"`);
			// User Authentication shows OAuth2 by default; its credential slot appears beside the app's.
			const method = panel.locator('[data-test-id="parameter-input-userAuthentication"]').first();
			await method.waitFor();
			if (!/OAuth2/.test(await inputValues(method)))
				throw new Error('User Authentication does not show OAuth2');
			const slots = panel.locator('[data-test-id="node-credentials-select"]');
			await waitForCount(slots, 2);
			await slots.nth(1).click();
			await visibleOption(page, 'Platform OAuth2 (emulator)').click();
		},
		registered: async ({ asApp, config }) => {
			const list = await asApp(`/2/account_activity/webhooks/${config.id}/subscriptions/all/list`);
			const users = (list?.subscriptions ?? []).map((one) => one.user_id);
			return users.length === 1 && users[0] === ME ? '' : `account subscriptions ${users}`;
		},
	},
	{
		id: 'TriggerNoSuchUsr',
		source: 'activity',
		choice: 'Activity Events',
		fill: async (page, panel) => {
			await chooseOptions(page, panel, 'events', ['Post: Created']);
			await typeInto(panel, 'userIds', '@nosuchbrand');
		},
		// Activation fails: the editor's error must say which user the platform does not know.
		error: /@nosuchbrand/,
	},
];

/**
 * The stops, each with its workflow: the trigger with its App-Only credential and nothing else
 * set, so the panel starts where a new trigger does.
 */
function triggerSourceStops(credentials) {
	const app = credentials.find((credential) => credential.type === 'platformAppOnlyApi');
	return SOURCES.map((stop, index) => {
		const node = {
			id: `d0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
			name: 'Platform Activity Trigger',
			type: 'n8n-nodes-platform.platformActivityTrigger',
			typeVersion: 1,
			position: [0, 0],
			webhookId: `trigger-source-${String(index + 1).padStart(4, '0')}`,
			parameters: { authentication: 'appOnly' },
			credentials: { [app.type]: { id: app.id, name: app.name } },
		};
		const workflow = {
			id: stop.id,
			name: `Trigger source: ${stop.choice}${stop.error ? ', an unknown user' : ''}`,
			nodes: [node],
			connections: {},
			settings: { executionOrder: 'v1' },
			pinData: {},
			active: false,
		};
		return { ...stop, workflow };
	});
}

const visibleOption = (page, text) =>
	page.locator('.el-select-dropdown__item:visible, .el-select-dropdown li:visible', {
		hasText: text,
	});

async function waitForCount(locator, count) {
	const deadline = Date.now() + 15_000;
	while ((await locator.count()) < count) {
		if (Date.now() > deadline)
			throw new Error(`expected ${count} of ${locator}, found ${await locator.count()}`);
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
}

async function inputValues(locator) {
	const values = await locator.locator('input').evaluateAll((inputs) => inputs.map((i) => i.value));
	return `${await locator.innerText()} ${values.join(' ')}`;
}

/** Picks one choice of an options parameter, by its label. */
async function chooseOption(page, panel, parameter, label) {
	const input = panel.locator(`[data-test-id="parameter-input-${parameter}"]`).first();
	await input.waitFor({ timeout: 15_000 });
	await input.click();
	await visibleOption(page, label).first().click();
}

/** Picks choices of a multiOptions parameter, then closes its list. */
async function chooseOptions(page, panel, parameter, labels) {
	const input = panel.locator(`[data-test-id="parameter-input-${parameter}"]`).first();
	await input.click();
	for (const label of labels) await visibleOption(page, label).first().click();
	await page.keyboard.press('Escape');
}

async function typeInto(panel, parameter, text) {
	const field = panel
		.locator(`[data-test-id="parameter-input-${parameter}"]`)
		.last()
		.locator('input, textarea')
		.first();
	await field.click();
	await field.fill(text);
	await field.press('Tab');
}

/**
 * Sets the stop's source up in the panel, activates the workflow and checks the outcome: what
 * the emulator holds, or the error the editor shows.
 */
async function setUpSource(page, server, stop, screenshot) {
	const [node] = stop.workflow.nodes;
	await page.goto(`${server.url}/workflow/${stop.id}/${node.id}`);
	const panel = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await panel.waitFor({ timeout: 60_000 });
	await panel
		.locator('[data-test-id="parameter-input-source"]')
		.first()
		.waitFor({ timeout: 30_000 });
	const notice = await panel.innerText();
	if (!/public https address/.test(notice) || !/WEBHOOK_URL/.test(notice))
		throw new Error('the panel shows no notice about the public https URL (WEBHOOK_URL)');
	await chooseOption(page, panel, 'source', stop.choice);
	await stop.fill(page, panel);
	await page.waitForTimeout(800);
	if (!stop.error) await screenshot(page, `trigger-source-${stop.source}`);
	// Back to the canvas: n8n 1's button, or n8n 2's close button.
	await page
		.locator('[data-test-id="back-to-canvas"], [data-test-id="ndv-close-button"]')
		.first()
		.click();
	await panel.waitFor({ state: 'hidden', timeout: 15_000 });
	await page.keyboard.press('Control+s');
	await page.waitForTimeout(1500);
	const isActive = await activate(page);
	if (stop.error) {
		await expectActivationError(page, stop, screenshot);
		if (await isActive()) throw new Error('the editor shows the workflow active');
		return;
	}
	const config = await until(async () =>
		(await server.asApp('/2/webhooks')).find(
			(one) => one.url === `${server.webhookBase}webhook/${node.webhookId}/webhook` && one.valid,
		),
	);
	if (!config)
		throw new Error(`no valid webhook configuration for ${stop.id}: ${await toasts(page)}`);
	const complete = await until(
		async () => (await stop.registered({ asApp: server.asApp, config })) === '',
		10_000,
	);
	if (!complete) throw new Error(await stop.registered({ asApp: server.asApp, config }));
	if (!(await until(isActive, 10_000)))
		throw new Error(`the editor does not show the workflow active: ${await toasts(page)}`);
}

/**
 * Activates the open workflow as a user does: n8n 1 has an Active switch in the header, n8n 2
 * publishes the workflow from a dialog. Gives a probe of whether the editor shows it active.
 */
async function activate(page) {
	const toggle = page.locator('[data-test-id="workflow-activate-switch"]').first();
	if (await toggle.count()) {
		// Element Plus marks a switch that is on with is-checked.
		const isOn = async () => /\bis-checked\b/.test((await toggle.getAttribute('class')) ?? '');
		if (await isOn()) throw new Error('the workflow was active before the check');
		await toggle.click();
		return isOn;
	}
	const open = page.locator('[data-test-id="workflow-open-publish-modal-button"]').first();
	await open.click();
	await page.locator('[data-test-id="workflow-publish-button"]').first().click();
	return async () => /published/i.test(await page.locator('header, #header').first().innerText());
}

async function expectActivationError(page, stop, screenshot) {
	const deadline = Date.now() + 30_000;
	let text = '';
	while (Date.now() < deadline && !stop.error.test(text)) {
		await page.waitForTimeout(500);
		text = await toasts(page);
	}
	await screenshot(page, `trigger-source-error`);
	if (!stop.error.test(text)) throw new Error(`the activation error does not match: "${text}"`);
}

async function toasts(page) {
	const texts = await page.locator('.el-notification').allInnerTexts();
	return texts.join(' | ').replace(/\s+/g, ' ');
}

module.exports = { triggerSourceStops, setUpSource };
