'use strict';
// A scripted OpenAI-compatible chat model on the loopback, for the AI Agent suites: no real model
// is ever called. n8n's OpenAI Chat Model points its credential's Base URL here. Each
// conversation names its script in the user's message ("[script:<id>]"); the model answers the
// script's tool calls turn by turn (by tool name and arguments), reads the tool results n8n sends
// back in the next request's messages, and ends with a final answer that quotes them. Every
// request is kept, so a test asserts what n8n sent the model and what each tool answered.
const http = require('node:http');

const MODEL_ID = 'scripted-model';
const SCRIPT_MARK = /\[script:([\w.-]+)\]/;

/** The text of a message's content (a string, or OpenAI's list of parts). */
const textOf = (content) =>
	typeof content === 'string'
		? content
		: Array.isArray(content)
			? content.map((part) => part.text ?? '').join('')
			: '';

class ScriptedModel {
	constructor() {
		/** id -> turns: each turn a list of tool calls { name, arguments }. */
		this.scripts = new Map();
		/** id -> { requests: [body], toolResults: [{ name, arguments, content }], answer, errors } */
		this.conversations = new Map();
		/** Every request, in order: { path, body }. */
		this.log = [];
	}

	/** Registers a conversation: `turns` of tool calls, then the final answer. */
	script(id, turns) {
		this.scripts.set(id, turns);
		this.conversations.delete(id);
	}

	/** What the model received and answered in conversation `id`. */
	conversation(id) {
		return this.conversations.get(id) ?? { requests: [], toolResults: [], errors: [] };
	}

	async start() {
		this.server = http.createServer((request, response) => {
			let raw = '';
			request.on('data', (chunk) => (raw += chunk));
			request.on('end', () => {
				try {
					this.answer(request, raw, response);
				} catch (error) {
					response.writeHead(500, { 'content-type': 'application/json' });
					response.end(JSON.stringify({ error: { message: String(error.message) } }));
				}
			});
		});
		await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
		this.server.unref();
		this.url = `http://127.0.0.1:${this.server.address().port}/v1`;
		return this;
	}

	async close() {
		if (this.server) await new Promise((resolve) => this.server.close(resolve));
	}

	answer(request, raw, response) {
		const path = new URL(request.url, 'http://x').pathname.replace(/\/+$/, '');
		const json = (status, body) => {
			response.writeHead(status, { 'content-type': 'application/json' });
			response.end(JSON.stringify(body));
		};
		if (request.method === 'GET' && path.endsWith('/models')) {
			this.log.push({ path, body: undefined });
			return json(200, {
				object: 'list',
				data: [{ id: MODEL_ID, object: 'model', created: 0, owned_by: 'n8n-nodes-platform-tests' }],
			});
		}
		if (request.method !== 'POST' || !path.endsWith('/chat/completions'))
			return json(404, { error: { message: `no route ${request.method} ${path}` } });
		const body = JSON.parse(raw || '{}');
		this.log.push({ path, body });
		const messages = body.messages ?? [];
		const id = messages
			.filter((m) => m.role === 'user')
			.map((m) => SCRIPT_MARK.exec(textOf(m.content))?.[1])
			.find(Boolean);
		const turns = id && this.scripts.get(id);
		if (!turns) return json(400, { error: { message: 'no [script:<id>] known in the messages' } });
		const conversation = this.conversations.get(id) ?? {
			requests: [],
			toolResults: [],
			errors: [],
		};
		this.conversations.set(id, conversation);
		conversation.requests.push(body);
		// Tool results are read from this request's messages: the calls this model made (by id)
		// and the tool message n8n answered each with.
		const calls = new Map();
		for (const message of messages)
			for (const call of message.tool_calls ?? []) calls.set(call.id, call.function);
		conversation.toolResults = messages
			.filter((m) => m.role === 'tool')
			.map((m) => ({
				name: calls.get(m.tool_call_id)?.name,
				arguments: JSON.parse(calls.get(m.tool_call_id)?.arguments ?? '{}'),
				content: textOf(m.content),
			}));
		const turn = messages.filter((m) => m.role === 'assistant' && m.tool_calls?.length).length;
		const offered = (body.tools ?? []).map((tool) => tool.function?.name);
		let toolCalls = turn < turns.length ? turns[turn] : [];
		const missing = toolCalls.filter((call) => !offered.includes(call.name));
		if (missing.length) {
			conversation.errors.push(
				`tools ${missing.map((c) => c.name).join(', ')} not offered; offered: ${offered.join(', ')}`,
			);
			toolCalls = [];
		}
		const message = toolCalls.length
			? {
					role: 'assistant',
					content: null,
					tool_calls: toolCalls.map((call, n) => ({
						id: `call_${id}_${turn}_${n}`,
						type: 'function',
						function: { name: call.name, arguments: JSON.stringify(call.arguments) },
					})),
				}
			: {
					role: 'assistant',
					content: `Done. The tools answered: ${conversation.toolResults
						.map((result) => `${result.name} said ${result.content}`)
						.join(' | ')}`,
				};
		if (!toolCalls.length) conversation.answer = message.content;
		const finish = toolCalls.length ? 'tool_calls' : 'stop';
		const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
		const base = { id: `chatcmpl-${id}-${turn}`, created: 0, model: body.model ?? MODEL_ID };
		if (!body.stream)
			return json(200, {
				...base,
				object: 'chat.completion',
				choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
				usage,
			});
		// Streamed: one chunk with the whole message, one with the finish reason, usage, [DONE].
		response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
		const send = (chunk) =>
			response.write(
				`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...chunk })}\n\n`,
			);
		const delta = message.tool_calls
			? {
					role: 'assistant',
					content: null,
					tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })),
				}
			: { role: 'assistant', content: message.content };
		send({ choices: [{ index: 0, delta, finish_reason: null }] });
		send({ choices: [{ index: 0, delta: {}, finish_reason: finish }] });
		if (body.stream_options?.include_usage) send({ choices: [], usage });
		response.end('data: [DONE]\n\n');
	}
}

module.exports = { ScriptedModel, MODEL_ID };
