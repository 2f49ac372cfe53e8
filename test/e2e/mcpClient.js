'use strict';
// An MCP client (the `@modelcontextprotocol/sdk` package's) for n8n's MCP Server Trigger: Streamable HTTP, the transport
// the trigger's version 2 serves at its path on both n8n lines (SSE is the older one), with the
// bearer token the trigger's credential asks for.
const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
const {
	StreamableHTTPClientTransport,
} = require('@modelcontextprotocol/sdk/client/streamableHttp.js');

/** A connected client; `token` undefined sends no Authorization header. */
async function connectMcp(url, token) {
	const client = new Client({ name: 'n8n-nodes-platform-e2e', version: '1.0.0' });
	const transport = new StreamableHTTPClientTransport(new URL(url), {
		requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
	});
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
