'use strict';
// The editor, checked in a real browser (npm run test:browser, part of npm test): Debian's
// Chromium, headless, driven by playwright-core, against a real n8n with the packed package, the
// emulator's credentials, every example and one panel workflow per resource (panelWorkflows.js).
// For each example: the canvas shows no node with issues. For each panel: the parameter panel
// shows no parameter issue, and its picker (when it has one that lists) loads choices from the
// emulator. Then the marketer's tour (tour.js): the panels and runs a newcomer meets first. Last,
// the Platform Activity Trigger set up from its panel for each event source and activated
// (triggerSources.js). The round3 group (round3.js) sees the third editor round's changes; the
// round3runs group (round3Runs.js) runs its creates and a conversion from their panels; the
// round4 group (round4.js) sees the fourth round's panels and search words.
// Screenshots go to .build/browser/; results to .build/browser-results.json.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const h = require('../e2e/harness');
const { exampleWorkflows, fileAccessSetting } = require('../../examples/examples');
const { oauth1Fetch } = require('../../scripts/oauth1Fetch');
const { panelWorkflows } = require('./panelWorkflows');
const { tourStops, visitStop } = require('./tour');
const { nodeCreatorChecks } = require('./nodeCreator');
const { triggerSourceStops, setUpSource } = require('./triggerSources');
const { campaignLaunchWorkflow, launchCampaign, CAMPAIGN_NAME } = require('./campaignLaunch');
const { round3Workflows, round3Checks } = require('./round3');
const { round3RunWorkflows, round3RunChecks } = require('./round3Runs');
const { round4Workflows, round4Checks } = require('./round4');
const { ADS_ACCOUNT } = require('../e2e/workflows');

const CHROMIUM = '/usr/bin/chromium';
const BUILD = path.join(h.ROOT, '.build');
const SHOTS = path.join(BUILD, 'browser');
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-nodes-platform-browser-'));
const OWNER = { email: 'owner@n8n-nodes-platform.test', password: 'Emulator-Password-1' };
const results = [];
/**
 * BROWSER_CHECKS=triggerSources,tour runs only those groups of checks (control, examples, panels,
 * nodeCreator, tour, triggerSources, campaign, round3, round3runs, round4); unset, all of them.
 */
const wanted = (group) =>
	!process.env.BROWSER_CHECKS || process.env.BROWSER_CHECKS.split(',').includes(group);
/** BROWSER_PANELS="Draft Post,Campaign" opens only the panels whose node name holds one of them. */
const panelWanted = (workflow) =>
	!process.env.BROWSER_PANELS ||
	process.env.BROWSER_PANELS.split(',').some((text) => workflow.nodes[0].name.includes(text));

/** Installs Debian's Chromium when it is missing (needs root, as in CI). */
function ensureChromium() {
	if (fs.existsSync(CHROMIUM)) return;
	h.log('installing chromium with apt-get (it is missing)');
	const install = () =>
		spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
			stdio: 'inherit',
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		}).status;
	if (install() !== 0) {
		spawnSync('apt-get', ['update'], { stdio: 'inherit' });
		if (install() !== 0) throw new Error('apt-get install chromium failed');
	}
}

async function check(name, body) {
	try {
		await body();
		results.push([name, true]);
		h.log(`PASS ${name}`);
	} catch (error) {
		results.push([name, false]);
		h.log(`FAIL ${name}: ${error.message.split('\n')[0]}`);
	}
}

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/** n8n with the package, the emulator's credentials, the examples and the panel workflows. */
async function startN8n() {
	h.assertBuilt();
	h.ensureN8n();
	const userFolder = path.join(WORK, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	h.installPackage(userFolder);
	const emulator = await h.startEmulator(0, path.join(WORK, 'emulator.log'));
	const credentials = h.platformCredentials(emulator);
	// The default account the round3 group finds marked first in the Account picker.
	credentials.find(
		(credential) => credential.type === 'platformOAuth1Api',
	).data.defaultAdsAccountId = ADS_ACCOUNT;
	// A catalog and a webhook configuration, so those pickers have something to list (the
	// webhook's URL answers no challenge: it is created, marked not valid).
	await oauth1Fetch(
		credentials.find((credential) => credential.type === 'platformOAuth1Api'),
		'POST',
		`${emulator.adsBaseUrl}/12/product_catalogs?name=Shop%20feed`,
	);
	const webhook = await fetch(`${emulator.url}/2/webhooks`, {
		method: 'POST',
		headers: {
			authorization: `Bearer ${credentials.find((credential) => credential.type === 'platformBearerTokenApi').data.bearerToken}`,
			'content-type': 'application/json',
		},
		body: JSON.stringify({ url: 'https://hooks.example.invalid/platform' }),
	});
	if (!webhook.ok)
		throw new Error(
			`creating a webhook configuration: HTTP ${webhook.status} ${await webhook.text()}`,
		);
	const port = await h.freePort();
	const env = { ...h.n8nEnv(userFolder, port), N8N_RESTRICT_FILE_ACCESS_TO: fileAccessSetting() };
	const examples = exampleWorkflows();
	const panels = panelWorkflows(credentials);
	const control = brokenCopy(panels);
	const tour = tourStops(credentials);
	const triggerSources = triggerSourceStops(credentials);
	const campaignLaunch = campaignLaunchWorkflow(credentials);
	const round3 = round3Workflows(credentials);
	const round3Runs = round3RunWorkflows(credentials);
	const round4 = round4Workflows(credentials);
	// The MCP example's trigger asks its clients for n8n's own Bearer Auth credential.
	fs.writeFileSync(
		path.join(WORK, 'credentials.json'),
		JSON.stringify([...credentials, h.mcpBearerCredential()]),
	);
	fs.writeFileSync(
		path.join(WORK, 'workflows.json'),
		JSON.stringify([
			...examples,
			...panels,
			control,
			campaignLaunch,
			...Object.values(round3),
			...Object.values(round3Runs),
			...Object.values(round4),
			...[...tour, ...triggerSources].map((stop) => stop.workflow),
		]),
	);
	h.n8nCli(env, ['import:credentials', `--input=${path.join(WORK, 'credentials.json')}`]);
	h.n8nCli(env, ['import:workflow', `--input=${path.join(WORK, 'workflows.json')}`]);
	const n8n = await h.startN8n(env, path.join(WORK, 'n8n.log'));
	const rest = h.restClient(`http://127.0.0.1:${port}`);
	await rest.setupOwner();
	// Account activity subscribes the account signed in with OAuth2: sign it in as a user would.
	await h.connectOAuth(rest, 2, 'PlatformOAuth2P1');
	/** What the emulator holds, read with the app's token. */
	const asApp = (pathName) => h.appRecords(emulator.url, pathName);
	const oauth1 = credentials.find((credential) => credential.type === 'platformOAuth1Api');
	/** What the emulator's ads interface holds, read with the OAuth1 keys. */
	const asAds = async (pathName) =>
		(await oauth1Fetch(oauth1, 'GET', `${emulator.adsBaseUrl}${pathName}`)).data;
	return {
		emulator,
		n8n,
		url: `http://localhost:${port}`,
		webhookBase: env.WEBHOOK_URL ?? env.N8N_WEBHOOK_URL,
		asApp,
		asAds,
		campaignLaunch,
		round3,
		round3Runs,
		round4,
		examples,
		panels,
		control,
		tour,
		triggerSources,
	};
}

/** The control: User > Get by ID without its required User ID, which both checks must notice. */
function brokenCopy(panels) {
	const panel = panels.find((workflow) => workflow.nodes[0].parameters.resource === 'user');
	const { authentication } = panel.nodes[0].parameters;
	const parameters = { authentication, resource: 'user', operation: 'getById', userId: '' };
	const node = { ...panel.nodes[0], parameters };
	return {
		...panel,
		id: 'PlatformPanelBad',
		name: 'Panel: control without a required parameter',
		nodes: [node],
	};
}

async function signIn(page, url) {
	await page.goto(`${url}/signin`);
	await page
		.locator('input[name="emailOrLdapLoginId"], input[name="email"]')
		.first()
		.fill(OWNER.email);
	await page.locator('input[name="password"]').fill(OWNER.password);
	await page.locator('button[type="submit"], [data-test-id="form-submit-button"]').first().click();
	await page.waitForURL((address) => !address.pathname.startsWith('/signin'), { timeout: 60_000 });
}

const shot = async (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

async function checkExample(page, url, workflow) {
	await page.goto(`${url}/workflow/${workflow.id}`);
	const nodes = page.locator('[data-test-id="canvas-node"]');
	await nodes.first().waitFor({ timeout: 60_000 });
	await page.waitForTimeout(1500);
	const expected = workflow.nodes.filter(
		(node) => node.type !== 'n8n-nodes-base.stickyNote',
	).length;
	assert(
		(await nodes.count()) >= expected,
		`the canvas shows ${await nodes.count()} nodes, expected ${expected}`,
	);
	await shot(page, `example-${workflow.id}`);
	const issues = await page.locator('[data-test-id="node-issues"]').count();
	assert(issues === 0, `${issues} node(s) with issues on the canvas`);
}

async function checkPanel(page, url, workflow) {
	const [node] = workflow.nodes;
	await page.goto(`${url}/workflow/${workflow.id}/${node.id}`);
	const panel = page.locator('[data-test-id="ndv"], .ndv-wrapper').first();
	await panel.waitFor({ timeout: 60_000 });
	await page
		.locator(
			'[data-test-id="parameter-input-resource"], [data-test-id="parameter-input-events"], [data-test-id="parameter-input-event"]',
		)
		.first()
		.waitFor({ timeout: 30_000 });
	await page.waitForTimeout(1000);
	const issues = await page.locator('[data-test-id="parameter-issues"]').count();
	await shot(page, `panel-${workflow.id}`);
	assert(issues === 0, `${issues} parameter issue(s) shown`);
	const picker = Object.entries(node.parameters).find(([, value]) => value?.mode === 'list');
	if (!picker) return;
	await page
		.locator(`[data-test-id="parameter-input-${picker[0]}"] [data-test-id="rlc-input"]`)
		.first()
		.click();
	const choices = page.locator('[data-test-id="rlc-item"]');
	await choices
		.first()
		.waitFor({ timeout: 30_000 })
		.catch(() => undefined);
	const count = await choices.count();
	await shot(page, `picker-${workflow.id}`);
	assert(count > 0, `the ${picker[0]} picker listed no choice`);
}

async function main() {
	fs.rmSync(SHOTS, { recursive: true, force: true });
	fs.mkdirSync(SHOTS, { recursive: true });
	let server;
	let context;
	try {
		ensureChromium();
		server = await startN8n();
		context = await chromium.launchPersistentContext(path.join(WORK, 'chromium-profile'), {
			executablePath: CHROMIUM,
			headless: true,
			viewport: { width: 1440, height: 900 },
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		});
		const page = context.pages()[0] ?? (await context.newPage());
		page.setDefaultTimeout(30_000);
		await signIn(page, server.url);
		if (wanted('control'))
			await check(
				'control: a node without a required parameter shows its issue on the canvas and in the panel',
				async () => {
					await checkExample(page, server.url, server.control).then(
						() => assert(false, 'the canvas showed no issue'),
						(error) => assert(/node\(s\) with issues/.test(error.message), error.message),
					);
					await checkPanel(page, server.url, server.control).then(
						() => assert(false, 'the panel showed no issue'),
						(error) => assert(/parameter issue/.test(error.message), error.message),
					);
				},
			);
		for (const workflow of wanted('examples') ? server.examples : [])
			await check(`canvas without issues: ${workflow.name}`, () =>
				checkExample(page, server.url, workflow),
			);
		for (const workflow of wanted('panels') ? server.panels.filter(panelWanted) : [])
			await check(
				`panel without issues${Object.values(workflow.nodes[0].parameters).some((v) => v?.mode === 'list') ? ', picker lists choices' : ''}: ${workflow.nodes[0].name}`,
				() => checkPanel(page, server.url, workflow),
			);
		for (const [name, body] of wanted('nodeCreator')
			? nodeCreatorChecks(page, server.url, server.examples[0].id, shot)
			: [])
			await check(name, body);
		for (const stop of wanted('tour') ? server.tour : [])
			await check(`tour: ${stop.title}`, () => visitStop(page, server.url, stop, shot));
		for (const stop of wanted('triggerSources') ? server.triggerSources : [])
			await check(
				`Platform Activity Trigger from the panel: ${stop.workflow.name}, ${stop.error ? 'activation names the problem' : 'activated on the emulator'}`,
				() => setUpSource(page, server, stop, shot),
			);
		if (wanted('campaign'))
			await check(
				'Campaign launched from the editor: funding instrument picked from its list, a location found by typing "york"',
				async () => {
					const launched = await launchCampaign(page, server, server.campaignLaunch, shot);
					assert(
						/USD/.test(launched.instrumentChoice),
						`the funding instrument list showed "${launched.instrumentChoice}", not its currency`,
					);
					const campaign = launched.campaigns.find((one) => one.name === CAMPAIGN_NAME);
					assert(
						campaign?.funding_instrument_id === 'fi1usd' &&
							campaign.daily_budget_amount_local_micro === 50_000_000,
						`campaigns ${JSON.stringify(launched.campaigns)}`,
					);
					assert(
						launched.criteria.length === 1 &&
							launched.criteria[0].targeting_type === 'LOCATION' &&
							/New York/.test(launched.criteria[0].name ?? launched.locationChoice),
						`chose "${launched.locationChoice}"; criteria ${JSON.stringify(launched.criteria)}`,
					);
				},
			);
		for (const [name, body] of wanted('round3') ? round3Checks(page, server, shot, SHOTS) : [])
			await check(name, body);
		for (const [name, body] of wanted('round3runs')
			? round3RunChecks(page, server, shot, SHOTS)
			: [])
			await check(name, body);
		for (const [name, body] of wanted('round4') ? round4Checks(page, server, shot, SHOTS) : [])
			await check(name, body);
	} catch (error) {
		results.push([`setup: ${error.message.split('\n')[0]}`, false]);
		h.log(`FAIL setup: ${error.stack ?? error}`);
	} finally {
		await context?.close().catch(() => undefined);
		await h.stop(server?.n8n);
		await h.stop(server?.emulator?.process);
	}
	const failed = results.filter(([, ok]) => !ok).length;
	const passed = results.length - failed;
	fs.mkdirSync(BUILD, { recursive: true });
	fs.writeFileSync(path.join(BUILD, 'browser-results.json'), JSON.stringify({ passed, failed }));
	console.log(`\neditor checks in the browser (screenshots in ${path.relative(h.ROOT, SHOTS)}):`);
	for (const [name, ok] of results) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
	if (failed === 0) fs.rmSync(WORK, { recursive: true, force: true });
	else console.log(`logs and n8n's user folder: ${WORK}`);
	console.log(`${passed} passed, ${failed} failed`);
	process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

void main();
