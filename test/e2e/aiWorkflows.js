'use strict';
// The workflows of the AI suites (ai-mcp.js, ai-agents.js) and how they run the tool calls of
// agentTools.js: an MCP Server Trigger with the package's tools behind it, and webhook-started
// AI Agents (2.2, and 3 or the newest 3.x of the line) on n8n's OpenAI Chat Model, pointed at the
// scripted model (scriptedModel.js). The calls of a wave run in parallel; the emulator's requests
// of the wave are then split between them by what each operation documents.
const fs = require('node:fs');

const { CALLS, TOOLS, WAVES, attribute, toolNode } = require('./agentTools');
const { nodeId } = require('./workflows');

/** The MCP Server Trigger's version 2 (both lines): Streamable HTTP and SSE at its path. */
const MCP_TRIGGER_VERSION = 2;

/** The MCP Server Trigger requiring n8n's Bearer Auth credential (harness.mcpBearerCredential). */
function mcpTriggerNode(name, pathName, bearer) {
	return {
		id: nodeId(),
		name,
		type: '@n8n/n8n-nodes-langchain.mcpTrigger',
		typeVersion: MCP_TRIGGER_VERSION,
		position: [0, 0],
		webhookId: `${pathName}-0000-4000-8000-000000000001`,
		parameters: { authentication: 'bearerAuth', path: pathName },
		credentials: { httpBearerAuth: { id: bearer.id, name: bearer.name } },
	};
}

/** Connects each tool node to `target` as an AI tool. */
const toolConnections = (tools, target) =>
	Object.fromEntries(
		tools.map((tool) => [tool.name, { ai_tool: [[{ node: target, type: 'ai_tool', index: 0 }]] }]),
	);

/** A workflow whose MCP Server Trigger at `pathName` offers every tool of agentTools.js. */
function mcpWorkflow({ id, name, pathName, credentials, bearer }) {
	const trigger = mcpTriggerNode('MCP Server Trigger', pathName, bearer);
	const tools = TOOLS.map((tool, n) =>
		toolNode(tool, credentials, [(n % 8) * 200, 300 + Math.floor(n / 8) * 200]),
	);
	return {
		id,
		name,
		active: false,
		nodes: [trigger, ...tools],
		connections: toolConnections(tools, trigger.name),
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/**
 * A workflow started by a POST to `pathName` (body `{ prompt }`): an AI Agent of `agentVersion`
 * on n8n's OpenAI Chat Model (`openAi`: the credential on the scripted model) with every tool of
 * agentTools.js; the webhook answers with the agent's output.
 */
function agentWorkflow({ id, name, pathName, agentVersion, credentials, openAi, modelId }) {
	const webhook = {
		id: nodeId(),
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [0, 0],
		webhookId: `${pathName}-0000-4000-8000-000000000002`,
		parameters: { httpMethod: 'POST', path: pathName, responseMode: 'lastNode', options: {} },
	};
	const agent = {
		id: nodeId(),
		name: 'AI Agent',
		type: '@n8n/n8n-nodes-langchain.agent',
		typeVersion: agentVersion,
		position: [220, 0],
		parameters: {
			promptType: 'define',
			text: '={{ $json.body.prompt }}',
			options: { systemMessage: 'You are the ads assistant of a marketing team.' },
		},
	};
	const model = {
		id: nodeId(),
		name: 'OpenAI Chat Model',
		type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
		// 1.2: the model as a resource locator, Chat Completions (1.3 may use the Responses API).
		typeVersion: 1.2,
		position: [0, 300],
		parameters: { model: { __rl: true, mode: 'id', value: modelId }, options: {} },
		credentials: { openAiApi: { id: openAi.id, name: openAi.name } },
	};
	// On Error: Continue hands a tool's error to the model as its answer (the default stops the
	// run, and AI Agent 2.2 then gives the model an empty answer).
	const tools = TOOLS.map((tool, n) =>
		toolNode(tool, credentials, [(n % 8) * 200, 500 + Math.floor(n / 8) * 200], {
			onError: 'continueRegularOutput',
		}),
	);
	return {
		id,
		name,
		active: false,
		nodes: [webhook, agent, model, ...tools],
		connections: {
			Webhook: { main: [[{ node: agent.name, type: 'main', index: 0 }]] },
			[model.name]: {
				ai_languageModel: [[{ node: agent.name, type: 'ai_languageModel', index: 0 }]],
			},
			...toolConnections(tools, agent.name),
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** The emulator's requests since the last call, without its own control routes. */
const platformOnly = (entries) => entries.filter((entry) => !entry.path.startsWith('/__emulator'));

/**
 * Runs `calls` wave by wave, a wave's calls in parallel through `invoke(call, args)` (which gives
 * { text, json, isError, ... }), and returns per call { outcome, requests } plus the requests no
 * call of their wave documents (`stray`), and each wave's time.
 */
async function runWaves({ calls, invoke, state, newRequests }) {
	const results = new Map();
	const stray = [];
	const timings = [];
	await newRequests();
	for (const wave of WAVES) {
		const ofWave = calls.filter((call) => call.wave === wave);
		if (!ofWave.length) continue;
		const started = Date.now();
		const outcomes = await Promise.all(
			ofWave.map(async (call) => {
				try {
					return await invoke(call, call.args(state));
				} catch (error) {
					return { text: `the call failed: ${error.message}`, isError: true, failed: true };
				}
			}),
		);
		// Requests a call sends after its answer would be missed here: none is expected, and the
		// next wave's attribution catches any.
		const requests = platformOnly(await newRequests({ bodies: true }));
		const split = attribute(ofWave, requests);
		ofWave.forEach((call, n) =>
			results.set(call.id, {
				outcome: outcomes[n],
				requests: split.byCall.get(call.id),
				waveStray: split.stray,
			}),
		);
		for (const entry of split.stray) stray.push({ wave, entry });
		// Answers the later waves need (created IDs): read by each call's expectation.
		for (const call of ofWave) {
			try {
				call.expect(
					{ ...results.get(call.id).outcome, requests: results.get(call.id).requests },
					state,
				);
			} catch {
				// judged again, and reported, in the call's own check
			}
		}
		timings.push({ wave, calls: ofWave.length, ms: Date.now() - started });
	}
	return { results, stray, timings };
}

/**
 * With E2E_AI_DUMP=<prefix>, writes each call's answer and requests to `<prefix>-<name>.json`: what
 * the expectations of agentTools.js are written from.
 */
function dumpResults(name, results) {
	if (!process.env.E2E_AI_DUMP) return;
	const requests = (entries) =>
		entries.map(({ method, path, status, query, body, responseBody }) => ({
			method,
			path,
			status,
			query,
			body,
			responseBody,
		}));
	fs.writeFileSync(
		`${process.env.E2E_AI_DUMP}-${name}.json`,
		JSON.stringify(
			Object.fromEntries(
				[...results].map(([id, { outcome, requests: entries }]) => [
					id,
					{ outcome: { ...outcome, conversation: undefined }, requests: requests(entries) },
				]),
			),
			null,
			1,
		),
	);
}

/** The check of one call: its expectation on its answer and requests, in the suite's words. */
function judge(call, result, state) {
	if (!result) throw new Error('the call did not run');
	call.expect({ ...result.outcome, requests: result.requests }, state);
	// A call that must send nothing runs alone in its wave: any request of the wave is its.
	const sent = [...result.requests, ...result.waveStray];
	if (call.sendsNothing && sent.length)
		throw new Error(
			`requests were sent: ${sent.map((e) => `${e.method} ${e.path} ${e.status}`).join('; ')}`,
		);
}

module.exports = { CALLS, mcpWorkflow, agentWorkflow, runWaves, judge, platformOnly, dumpResults };
