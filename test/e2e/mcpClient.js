'use strict';
// An MCP client (the `@modelcontextprotocol/sdk` package's) for n8n's MCP Server Trigger: Streamable HTTP, the transport
// the trigger's version 2 serves at its path on both n8n lines (SSE is the older one), with the
// bearer token the trigger's credential asks for.
const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
const { SSEClientTransport } = require('@modelcontextprotocol/sdk/client/sse.js');
const {
	StreamableHTTPClientTransport,
} = require('@modelcontextprotocol/sdk/client/streamableHttp.js');

/**
 * A connected client; `token` undefined sends no Authorization header. `sse` picks the older SSE
 * transport (a GET stream at the path, messages POSTed to the address it names), which the
 * trigger's version 2 also serves.
 */
async function connectMcp(url, token, { sse = false } = {}) {
	const client = new Client({ name: 'n8n-nodes-platform-e2e', version: '1.0.0' });
	const headers = token ? { authorization: `Bearer ${token}` } : {};
	const transport = sse
		? new SSEClientTransport(new URL(url), {
				// The stream's GET and the messages' POSTs both carry the token.
				fetch: async (input, init) => {
					const sent = new Headers(init?.headers);
					for (const [name, value] of Object.entries(headers)) sent.set(name, value);
					return await fetch(input, { ...init, headers: sent });
				},
			})
		: new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
	await client.connect(transport);
	return client;
}

/**
 * Calls a tool and gives what the client received: `text` (the content's text joined), `isError`,
 * and `json` when the text is JSON.
 */
async function callTool(client, name, args) {
	const result = await client.callTool({ name, arguments: args }, undefined, {
		timeout: 120_000,
	});
	const text = (result.content ?? []).map((part) => part.text ?? '').join('');
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { text, isError: result.isError === true, json };
}

module.exports = { connectMcp, callTool };
