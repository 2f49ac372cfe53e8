'use strict';
// The package's nodes as tools behind n8n's MCP Server Trigger (activated, under the line's one
// `n8n start`), called by the MCP client of `@modelcontextprotocol/sdk` over Streamable HTTP: a call without
// the trigger's bearer token, or with a wrong one, is refused; the tools are listed with their
// names, descriptions and $fromAI keys; every operation written as code (the list in
// agentTools.js, compared with the built nodes' customOperations) is called at least once, the
// independent calls in parallel, each judged by the answer the client received and the
// emulator's requests; bad arguments and a missing file send nothing and answer readably; no
// call sends a request its operation does not document. Then the example "Ads assistant over
// MCP" is served, refused without its token and called with it.
const fs = require('node:fs');
const path = require('node:path');

const { EXAMPLES_DIR } = require('../../../examples/examples');
const { oauth1Fetch } = require('../../../scripts/oauth1Fetch');
const {
	CODE_OPERATIONS,
	TOOLS,
	builtCodeOperations,
	fromAIKeys,
	statuses,
} = require('../agentTools');
const {
	CALLS,
	dumpResults,
	judge,
	mcpWorkflow,
	platformOnly,
	runWaves,
} = require('../aiWorkflows');
const { callTool, connectMcp } = require('../mcpClient');
const { pickedSuites } = require('../suiteOrder');
const { byType } = require('../workflows');

const WORKFLOW_ID = 'PlatformAiMcp001';
const MCP_PATH = 'platform-ai-e2e';
const EXAMPLE_ID = 'PlatformExampleN';
const EXAMPLE_FILE = 'n-ads-assistant-over-mcp.json';
const ACCOUNT = '18ce54d4x5t';

function workflows(credentials) {
	const bearer = require('../harness').mcpBearerCredential();
	const example = JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, EXAMPLE_FILE), 'utf8'));
	return [
		mcpWorkflow({
			id: WORKFLOW_ID,
			name: 'AI: every code operation behind the MCP Server Trigger',
			pathName: MCP_PATH,
			credentials,
			bearer,
		}),
		// The examples suite imports every example; alone, this suite imports its own.
		...(pickedSuites().includes('examples') ? [] : [example]),
	];
}

/** A query string as the OAuth1 signer reads it (%20 for a space, not +). */
const query = (fields) =>
	Object.entries(fields)
		.map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
		.join('&');

/** What a call without a token, or with a wrong one, gets: the HTTP status of an initialize. */
async function initializeStatus(url, authorization) {
	const response = await fetch(url, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			accept: 'application/json, text/event-stream',
			...(authorization ? { authorization } : {}),
		},
		body: JSON.stringify({
			jsonrpc: '2.0',
			id: 1,
			method: 'initialize',
			params: {
				protocolVersion: '2025-03-26',
				capabilities: {},
				clientInfo: { name: 'no-token', version: '1' },
			},
		}),
		signal: AbortSignal.timeout(30_000),
	});
	return { status: response.status, text: await response.text() };
}

/** The same refusals through the package's MCP client: connecting must fail. */
async function sdkRefused(url, token, options) {
	try {
		const client = await connectMcp(url, token, options);
		await client.close();
		return false;
	} catch {
		return true;
	}
}

async function run({ h, check, assert, rest, port, emulator, credentials, newRequests }) {
	const url = (pathName) => `http://127.0.0.1:${port}/mcp/${pathName}`;
	const token = require('../harness').mcpBearerCredential().data.token;
	const started = Date.now();
	await h.setWorkflowActive(rest, WORKFLOW_ID, true);
	await h.setWorkflowActive(rest, EXAMPLE_ID, true);

	await check(
		'MCP Server Trigger: a call without the bearer token, or with a wrong one, is refused and runs no tool',
		async () => {
			await newRequests();
			const none = await initializeStatus(url(MCP_PATH));
			const wrong = await initializeStatus(url(MCP_PATH), 'Bearer not-the-token');
			// n8n answers 401 or 403 with its own message, before any MCP session exists.
			for (const [what, answer] of [
				['no token', none],
				['a wrong token', wrong],
			])
				assert(
					[401, 403].includes(answer.status) && !answer.text.includes('jsonrpc'),
					`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
				);
			assert(await sdkRefused(url(MCP_PATH)), 'the MCP client connected without a token');
			assert(
				await sdkRefused(url(MCP_PATH), 'not-the-token'),
				'the MCP client connected with a wrong token',
			);
			const sent = platformOnly(await newRequests());
			assert(sent.length === 0, `the platform saw ${statuses(sent)}`);
		},
	);

	await check(
		"the suite's list of code operations is every custom operation of the built nodes",
		async () => {
			const built = builtCodeOperations();
			for (const node of Object.keys({ ...built, ...CODE_OPERATIONS }))
				assert(
					JSON.stringify([...(built[node] ?? [])].sort()) ===
						JSON.stringify([...(CODE_OPERATIONS[node] ?? [])].sort()),
					`${node}: built ${JSON.stringify(built[node])}, listed ${JSON.stringify(CODE_OPERATIONS[node])}`,
				);
			const covered = new Set(CALLS.map((call) => call.covers).filter(Boolean));
			const missing = Object.entries(CODE_OPERATIONS).flatMap(([node, operations]) =>
				operations.map((op) => `${node} ${op}`).filter((key) => !covered.has(key)),
			);
			assert(missing.length === 0, `no call covers ${missing.join(', ')}`);
		},
	);

	const client = await connectMcp(url(MCP_PATH), token);
	await check(
		'MCP: the tools are listed with their names, descriptions and every $fromAI key in their input schemas',
		async () => {
			const { tools } = await client.listTools();
			const byName = new Map(tools.map((tool) => [tool.name, tool]));
			assert(
				JSON.stringify([...byName.keys()].sort()) ===
					JSON.stringify(TOOLS.map((tool) => tool.name).sort()),
				`listed ${JSON.stringify([...byName.keys()])}`,
			);
			for (const tool of TOOLS) {
				const listed = byName.get(tool.name);
				const keys = Object.keys(listed.inputSchema?.properties ?? {}).sort();
				assert(
					JSON.stringify(keys) === JSON.stringify(fromAIKeys(tool)),
					`${tool.name}: schema keys ${JSON.stringify(keys)}, $fromAI keys ${JSON.stringify(fromAIKeys(tool))}`,
				);
				const node = {
					platformCore: 'Platform',
					platformAds: 'Platform Ads',
					platformAdsMeasurement: 'Platform Ads Measurement',
				}[tool.node];
				assert(
					typeof listed.description === 'string' &&
						listed.description.length > 10 &&
						listed.description.includes(` in ${node}`),
					`${tool.name}: description ${JSON.stringify(listed.description)}`,
				);
			}
			assert(
				byName
					.get('conversion_send')
					.description.startsWith('Report each input item as a website conversion') ||
					/conversion/i.test(byName.get('conversion_send').description),
				`conversion_send: ${byName.get('conversion_send').description}`,
			);
		},
	);

	// The state the calls share: the catalog they fill, the answers later waves use.
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const catalogs = `${emulator.adsBaseUrl}/12/product_catalogs`;
	if (!(await oauth1Fetch(oauth1, 'GET', catalogs)).data.length)
		await oauth1Fetch(oauth1, 'POST', `${catalogs}?name=Shop%20feed`);
	const state = {
		tag: 'mcp',
		index: 0,
		answers: {},
		catalog: (await oauth1Fetch(oauth1, 'GET', catalogs)).data[0].id,
		conversionTime: new Date(Date.now() - 3_600_000).toISOString(),
	};
	// One MCP session, as an assistant holds it, its calls of a wave in parallel (n8n answers
	// each by its request ID; a session per call took three times as long on n8n 2.41.1).
	const invoke = async (call, args) => await callTool(client, call.tool, args);
	const callsStarted = Date.now();
	const { results, stray, timings } = await runWaves({ calls: CALLS, invoke, state, newRequests });
	h.log(
		`ai-mcp: ${CALLS.length} tool calls in ${((Date.now() - callsStarted) / 1000).toFixed(1)} s (${timings.map((t) => `wave ${t.wave}: ${t.calls} calls ${(t.ms / 1000).toFixed(1)} s`).join(', ')})`,
	);
	dumpResults('mcp', results);

	for (const call of CALLS)
		await check(
			`MCP tool ${call.tool} (${call.covers ?? 'bad arguments or no file'}; call ${call.id}): ${call.sendsNothing ? 'sends nothing, answers readably' : 'its documented requests, their result in the answer'}`,
			async () => judge(call, results.get(call.id), state),
		);

	await check('MCP: no tool call sent a request its operation does not document', async () => {
		assert(
			stray.length === 0,
			`undocumented: ${stray.map(({ wave, entry }) => `wave ${wave}: ${entry.method} ${entry.path} ${entry.status}`).join('; ')}`,
		);
	});
	await client.close();

	await check(
		'MCP over SSE, the older transport the trigger also serves: refused without the token; with it, the same tools, and a call answers with its documented request',
		async () => {
			assert(await sdkRefused(url(MCP_PATH), undefined, { sse: true }), 'SSE without a token');
			const sse = await connectMcp(url(MCP_PATH), token, { sse: true });
			try {
				const { tools } = await sse.listTools();
				assert(tools.length === TOOLS.length, `listed ${tools.length} tools over SSE`);
				await newRequests();
				const answer = await callTool(sse, 'analytics_get_reach', {
					account_id: ACCOUNT,
					campaign_id: 'c1',
				});
				assert(
					!answer.isError && answer.json?.[0]?.id === 'c1',
					`answer ${answer.text.slice(0, 300)}`,
				);
				const sent = platformOnly(await newRequests()).map(
					(e) => `${e.method} ${e.path} ${e.status}`,
				);
				assert(
					sent.includes(`GET /ads/12/stats/accounts/${ACCOUNT}/reach/campaigns 200`) &&
						sent.every((line) =>
							/\/ads\/12\/(stats\/)?accounts\/18ce54d4x5t(\/reach\/campaigns|\/campaigns|\/line_items)? 200$/.test(
								line,
							),
						),
					`requests ${JSON.stringify(sent)}`,
				);
			} finally {
				await sse.close();
			}
		},
	);

	await check(
		'Example "Ads assistant over MCP": refused without its token; with it, lists campaigns, reads yesterday\'s stats, pauses a line item and sends a conversion',
		async () => {
			const exampleUrl = url('ads-assistant');
			const refusal = await initializeStatus(exampleUrl);
			assert(
				[401, 403].includes(refusal.status),
				`the example answered HTTP ${refusal.status} without a token`,
			);
			// A line item of its own to pause, starting next week: pausing a delivering one would
			// change the metrics the suites after this one read.
			const oauth1 = byType(credentials, 'platformOAuth1Api');
			const lineItems = `${emulator.adsBaseUrl}/12/accounts/${ACCOUNT}/line_items`;
			const start = new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
			const created = (
				await oauth1Fetch(
					oauth1,
					'POST',
					`${lineItems}?${query({ campaign_id: 'c2', name: 'Assistant example', objective: 'WEBSITE_CLICKS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', start_time: start, entity_status: 'ACTIVE', bid_strategy: 'AUTO' })}`,
				)
			).data;
			assert(created?.entity_status === 'ACTIVE', `line item ${JSON.stringify(created)}`);
			const assistant = await connectMcp(exampleUrl, token);
			try {
				const { tools } = await assistant.listTools();
				assert(
					JSON.stringify(tools.map((tool) => tool.name).sort()) ===
						'["List_campaigns","Pause_line_item","Send_conversion","Yesterday_stats"]',
					`tools ${JSON.stringify(tools.map((tool) => tool.name))}`,
				);
				await newRequests();
				const campaigns = await callTool(assistant, 'List_campaigns', {});
				assert(
					!campaigns.isError &&
						Array.isArray(campaigns.json) &&
						campaigns.json.some((c) => c.id === 'c1'),
					`campaigns ${campaigns.text.slice(0, 300)}`,
				);
				const stats = await callTool(assistant, 'Yesterday_stats', { campaign_ids: 'c7' });
				assert(!stats.isError && stats.json?.[0]?.id === 'c7', `stats ${stats.text.slice(0, 300)}`);
				const paused = await callTool(assistant, 'Pause_line_item', { line_item_id: created.id });
				assert(
					!paused.isError &&
						paused.json?.[0]?.id === created.id &&
						paused.json[0].entity_status === 'PAUSED',
					`pause ${paused.text.slice(0, 300)}`,
				);
				const sent = await callTool(assistant, 'Send_conversion', {
					email: 'buyer@example.com',
					conversion_time: new Date(Date.now() - 600_000).toISOString(),
					value: '19.90',
					order_id: 'MCP-EXAMPLE-1',
				});
				assert(
					!sent.isError && sent.json?.[0]?.conversions_processed === 1,
					`conversion ${sent.text.slice(0, 300)}`,
				);
				const requests = platformOnly(await newRequests()).map(
					(e) => `${e.method} ${e.path} ${e.status}`,
				);
				assert(
					JSON.stringify(requests) ===
						JSON.stringify([
							`GET /ads/12/accounts/${ACCOUNT}/campaigns 200`,
							// Get Stats: the account's time zone, the stats, the campaigns' names.
							`GET /ads/12/accounts/${ACCOUNT} 200`,
							`GET /ads/12/stats/accounts/${ACCOUNT} 200`,
							`GET /ads/12/accounts/${ACCOUNT}/campaigns 200`,
							`PUT /ads/12/accounts/${ACCOUNT}/line_items/${created.id} 200`,
							// Conversion > Send: the event's web event tag, then the conversion.
							`GET /ads/12/accounts/${ACCOUNT}/web_event_tags/o87ne 200`,
							'POST /ads/12/measurement/conversions/o8z6j 200',
						]),
					`requests ${JSON.stringify(requests)}`,
				);
				const stored = (
					await oauth1Fetch(oauth1, 'GET', `${lineItems}?line_item_ids=${created.id}`)
				).data[0];
				assert(stored.entity_status === 'PAUSED', `stored ${JSON.stringify(stored)}`);
			} finally {
				await assistant.close();
			}
		},
	);
	// Inactive again, as the suites after this one found n8n.
	await h.setWorkflowActive(rest, WORKFLOW_ID, false);
	await h.setWorkflowActive(rest, EXAMPLE_ID, false);
	h.log(`ai-mcp: the suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

module.exports = { workflows, run };
