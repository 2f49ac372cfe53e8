import type { IncomingMessage, ServerResponse } from 'node:http';

import { formPairs, pairsToObject } from './auth';
import { authenticate } from './authenticate';
import { adsError, problem } from './errors';
import type { EmulatorState } from './state';
import type { Api, LoggedRequest, Reply, Route } from './types';

const PREFIXES: Array<[string, Api]> = [
	['/ads-sandbox', 'ads-sandbox'],
	['/ads', 'ads'],
];

/** Splits the prefix that selects the ads interface or its sandbox from the path. */
export function splitApi(pathname: string): { api: Api; path: string } {
	for (const [prefix, api] of PREFIXES) {
		if (pathname === prefix || pathname.startsWith(prefix + '/')) {
			return { api, path: pathname.slice(prefix.length) || '/' };
		}
	}
	return { api: 'core', path: pathname };
}

function matchRoute(routes: Route[], api: Api, method: string, path: string) {
	for (const route of routes) {
		const apiMatches = route.api === api || (route.api === 'ads-any' && api !== 'core');
		if (!apiMatches || route.method !== method) continue;
		const names: string[] = [];
		const pattern = route.path.replace(/:(\w+)/g, (_m, name: string) => {
			names.push(name);
			return '([^/]+)';
		});
		const match = new RegExp(`^${pattern}$`).exec(path);
		if (match) {
			const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
			return { route, params };
		}
	}
	return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

function parseBody(contentType: string, rawBody: string): unknown {
	if (!rawBody) return undefined;
	if (contentType.includes('application/x-www-form-urlencoded')) return pairsToObject(formPairs(rawBody));
	if (contentType.includes('json')) {
		try {
			return JSON.parse(rawBody);
		} catch {
			return rawBody;
		}
	}
	return rawBody;
}

/** Handles one request: log it, serve an injected fault or the route, with the platform's auth checks. */
export async function handleRequest(
	request: IncomingMessage,
	response: ServerResponse,
	state: EmulatorState,
	routes: Route[],
	log: LoggedRequest[],
): Promise<void> {
	const host = (request.headers.host ?? '127.0.0.1').toLowerCase().replace(/:80$/, '');
	const url = new URL(request.url ?? '/', `http://${host}`);
	const method = (request.method ?? 'GET').toUpperCase();
	const { api, path } = splitApi(url.pathname);
	const rawBody = await readBody(request);
	const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
	const queryPairs = formPairs(url.search.slice(1));
	const entry: LoggedRequest = {
		method,
		path: url.pathname,
		api,
		query: pairsToObject(queryPairs),
		headers: request.headers,
		rawBody,
		body: parseBody(contentType, rawBody),
		auth: { scheme: 'none', ok: false },
		status: 0,
		responseBody: undefined,
		receivedAt: Date.now(),
	};
	log.push(entry);

	let reply: Reply;
	const fault = state.takeFault(method, url.pathname);
	const matched = matchRoute(routes, api, method, path);
	if (fault) {
		reply = { status: fault.status, headers: fault.headers, body: fault.body ?? {} };
	} else if (!matched) {
		reply = api === 'core'
			? problem(404, 'about:blank', 'Not Found', `No route ${method} ${path}`)
			: adsError(404, 'ROUTE_NOT_FOUND', `No route ${method} ${path}`);
	} else {
		const signed = {
			method,
			baseUrl: `http://${host}${url.pathname}`,
			queryPairs,
			formPairs: contentType.includes('application/x-www-form-urlencoded') ? formPairs(rawBody) : [],
			headers: request.headers,
		};
		const { auth, refusal } = authenticate(matched.route.auth, signed, state, api);
		entry.auth = auth;
		reply = refusal ?? (await matched.route.handler({
			api, method, path, params: matched.params, query: entry.query, headers: request.headers,
			rawBody, body: entry.body, auth, state,
		}));
	}
	send(response, reply, entry);
}

function send(response: ServerResponse, reply: Reply, entry: LoggedRequest): void {
	const status = reply.status ?? 200;
	const headers: Record<string, string> = { ...reply.headers };
	let payload: string;
	if (reply.text !== undefined) {
		payload = reply.text;
	} else {
		payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
		headers['content-type'] ??= 'application/json; charset=utf-8';
	}
	entry.status = status;
	entry.responseBody = reply.text ?? reply.body;
	response.writeHead(status, headers);
	response.end(payload);
}
