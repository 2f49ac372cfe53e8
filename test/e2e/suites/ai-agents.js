'use strict';
// The package's nodes as tools of n8n's AI Agent, 2.2 and 3 (3.1 where the line has it), each on
// n8n's OpenAI Chat Model pointed at a scripted model on the loopback (scriptedModel.js: no real
// model). Each agent workflow starts on a webhook; a call's prompt names its script, the model
// asks for the tool call, n8n runs the tool and sends its answer back, the model's final answer
// quotes it. Through AI Agent 2.2 every call of agentTools.js runs (every operation written as
// code, bad arguments, a missing file); through AI Agent 3 the five a marketer needs most. Each
// is judged by the tool answer the model received, the emulator's requests and the agent's final
// output; the calls of a wave run in parallel.
const { oauth1Fetch } = require('../../../scripts/oauth1Fetch');
const { TOOLS, fromAIKeys, statuses } = require('../agentTools');
const { CALLS, agentWorkflow, dumpResults, judge, runWaves } = require('../aiWorkflows');
const { MODEL_ID, ScriptedModel } = require('../scriptedModel');
const { byType } = require('../workflows');

const AGENTS = [
	{ key: 'agent2', label: 'AI Agent 2.2', id: 'PlatformAiAgent2', version: 2.2, calls: CALLS },
	{
		key: 'agent3',
		label: 'AI Agent 3',
		id: 'PlatformAiAgent3',
		// The newest 3.x of the line: 3 in 1.123.81, 3.1 in 2.41.1.
		version: null,
		calls: CALLS.filter((call) => call.mustHave),
	},
];
const OPENAI = { id: 'ScriptedModel001', name: 'OpenAI (scripted test model)', type: 'openAiApi' };

const model = new ScriptedModel();

/** The OpenAI credential, its Base URL on the scripted model (started here, before the import). */
async function credentials() {
	await model.start();
	return [{ ...OPENAI, data: { apiKey: 'emu-openai-key', url: model.url } }];
}

function agentVersion(h, agent) {
	return agent.version ?? (h.LINES[h.N8N_VERSION].major >= 2 ? 3.1 : 3);
}

function workflows(platformCredentials) {
	const h = require('../harness');
	return AGENTS.map((agent) =>
		agentWorkflow({
			id: agent.id,
			name: `AI: the package's tools in ${agent.label}`,
			pathName: `platform-ai-${agent.key}`,
			agentVersion: agentVersion(h, agent),
			credentials: platformCredentials,
			openAi: OPENAI,
			modelId: MODEL_ID,
		}),
	);
}

/** Calls the agent's webhook with the call's script; gives the tool answer the model received. */
async function askAgent(port, agent, call, args) {
	const script = `${agent.key}-${call.id}`;
	model.script(script, [[{ name: call.tool, arguments: args }]]);
	const response = await fetch(`http://127.0.0.1:${port}/webhook/platform-ai-${agent.key}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ prompt: `[script:${script}] Please use ${call.tool} for me.` }),
		signal: AbortSignal.timeout(180_000),
	});
	const body = await response.text();
	const conversation = model.conversation(script);
	const result = conversation.toolResults.find((r) => r.name === call.tool);
	let output;
	try {
		output = JSON.parse(body).output;
	} catch {
		output = undefined;
	}
	const text =
		result?.content ??
		`(no tool answer reached the model; HTTP ${response.status} ${body.slice(0, 500)})`;
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	// With On Error: Continue the tool answers an error as an item { error, details }: a refusal,
	// its message and details the text judged.
	const failed = Array.isArray(json) && json.length === 1 && typeof json[0]?.error === 'string';
	const isError = !result || json === undefined || failed;
	if (failed) {
		json = undefined;
	}
	const judged = failed
		? [JSON.parse(text)[0].error, JSON.parse(text)[0].details].filter(Boolean).join(' ')
		: text;
	return { text: judged, raw: text, json, isError, output, status: response.status, conversation };
}

async function run({ h, check, assert, rest, port, emulator, credentials: platform, newRequests }) {
	const started = Date.now();
	for (const agent of AGENTS) await h.setWorkflowActive(rest, agent.id, true);
	const oauth1 = byType(platform, 'platformOAuth1Api');
	const catalogs = `${emulator.adsBaseUrl}/12/product_catalogs`;
	if (!(await oauth1Fetch(oauth1, 'GET', catalogs)).data.length)
		await oauth1Fetch(oauth1, 'POST', `${catalogs}?name=Shop%20feed`);
	const catalog = (await oauth1Fetch(oauth1, 'GET', catalogs)).data[0].id;

	for (const [index, agent] of AGENTS.entries()) {
		const state = {
			tag: agent.key,
			index: index + 1,
			answers: {},
			catalog,
			conversionTime: new Date(Date.now() - 3_600_000).toISOString(),
		};
		const callsStarted = Date.now();
		const { results, stray, timings } = await runWaves({
			calls: agent.calls,
			invoke: (call, args) => askAgent(port, agent, call, args),
			state,
			newRequests,
		});
		h.log(
			`ai-agents: ${agent.label}: ${agent.calls.length} tool calls in ${((Date.now() - callsStarted) / 1000).toFixed(1)} s (${timings.map((t) => `wave ${t.wave}: ${t.calls} calls ${(t.ms / 1000).toFixed(1)} s`).join(', ')})`,
		);
		dumpResults(agent.key, results);

		if (agent.key === 'agent2')
			await check(
				`${agent.label}: the model is offered every tool with its $fromAI keys as parameters`,
				async () => {
					const first = results.values().next().value?.outcome.conversation?.requests[0];
					assert(first, 'the model received no request');
					const offered = new Map((first.tools ?? []).map((t) => [t.function.name, t.function]));
					for (const tool of TOOLS) {
						const fn = offered.get(tool.name);
						assert(fn, `${tool.name} not offered; offered ${[...offered.keys()].join(', ')}`);
						const keys = Object.keys(fn.parameters?.properties ?? {}).sort();
						assert(
							JSON.stringify(keys) === JSON.stringify(fromAIKeys(tool)),
							`${tool.name}: parameters ${JSON.stringify(keys)}`,
						);
					}
				},
			);

		for (const call of agent.calls)
			await check(
				`${agent.label} tool ${call.tool} (${call.covers ?? 'bad arguments or no file'}; call ${call.id}): ${call.sendsNothing ? 'sends nothing, the model gets a readable refusal' : 'its documented requests, their result reaches the model and its final answer'}`,
				async () => {
					const result = results.get(call.id);
					judge(call, result, state);
					const { outcome } = result;
					assert(
						outcome.conversation.errors.length === 0,
						`scripted model: ${outcome.conversation.errors.join('; ')}`,
					);
					// The final answer quotes the tool's answer, and the webhook hands it back.
					assert(
						outcome.status === 200 &&
							typeof outcome.output === 'string' &&
							outcome.output.includes(outcome.raw),
						`final output ${JSON.stringify(outcome.output)?.slice(0, 300)} (HTTP ${outcome.status})`,
					);
				},
			);

		await check(
			`${agent.label}: no tool call sent a request its operation does not document`,
			async () => {
				assert(
					stray.length === 0,
					`undocumented: ${stray.map(({ wave, entry }) => `wave ${wave}: ${statuses([entry])}`).join('; ')}`,
				);
			},
		);
	}
	for (const agent of AGENTS) await h.setWorkflowActive(rest, agent.id, false);
	await model.close();
	h.log(`ai-agents: the suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

module.exports = { credentials, workflows, run };
