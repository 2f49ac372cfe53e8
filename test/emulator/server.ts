import type { IncomingMessage, ServerResponse } from 'node:http';

import { answerVariant } from './answerVariants';
import { formPairs, pairsToObject, safeDecode } from './auth';
import { authenticate } from './authenticate';
import { adsError, problem } from './errors';
import { multipartBoundary, parseMultipart, summarizeParts } from './multipart';
import { referenceProblem } from './openapi/referenceRequests';
import type { EmulatorState } from './state';
import type { Api, Fault, LoggedRequest, Reply, Route } from './types';
import { jsonText } from './jsonText';

/** One port plays three hosts: the ads interface and its sandbox live under these prefixes. */
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

interface CompiledRoute {
	route: Route;
	pattern: RegExp;
	names: string[];
}

/** Turns each route's '/2/users/:id' into a regular expression once, not per request. */
export function compileRoutes(routes: Route[]): CompiledRoute[] {
	const compiled = routes.map((route) => {
		const names: string[] = [];
		const source = route.path
			.split(/(:\w+)/)
			.map((part) => {
				if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
				names.push(part.slice(1));
				return '([^/]+)';
			})
			.join('');
		return { route, pattern: new RegExp(`^${source}$`), names };
	});
	// A literal path wins over a parameter in the same place (/2/users/search before
	// /2/users/:id), whatever the order of the route files: fewer parameters are tried first.
	return compiled.sort((a, b) => a.names.length - b.names.length);
}

function matchRoute(routes: CompiledRoute[], api: Api, method: string, path: string) {
	for (const { route, pattern, names } of routes) {
		const apiMatches = route.api === api || (route.api === 'ads-any' && api !== 'core');
		if (!apiMatches || route.method !== method) continue;
		const match = pattern.exec(path);
		if (match)
			return {
				route,
				params: Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1])])),
			};
	}
	return undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

const isForm = (contentType: string) => contentType.includes('application/x-www-form-urlencoded');

/**
 * A form body as an object, a JSON body parsed, a multipart body as its fields and file summaries
 * (multipart.ts), anything else as the raw text.
 */
function parseBody(rawContentType: string, rawBody: string, rawBytes: Buffer): unknown {
	const contentType = rawContentType.toLowerCase();
	if (!rawBody) return undefined;
	if (isForm(contentType)) return pairsToObject(formPairs(rawBody));
	const boundary = multipartBoundary(rawContentType);
	if (boundary) {
		const parts = parseMultipart(rawBytes, boundary);
		return parts ? summarizeParts(parts) : rawBody;
	}
	if (contentType.includes('json')) {
		try {
			return JSON.parse(rawBody);
		} catch {
			return rawBody;
		}
	}
	return rawBody;
}

function faultReply(fault: Fault & { status: number }): Reply {
	const body = fault.body ?? {};
	return typeof body === 'string'
		? { status: fault.status, headers: fault.headers, text: body }
		: { status: fault.status, headers: fault.headers, body };
}

/** The answer with a JSON content type and its body cut in half, so that it does not parse. */
function malformedJson(reply: Reply, fault: Fault): Reply {
	const whole = reply.text ?? jsonText(reply.body ?? {});
	return {
		status: fault.status ?? 200,
		headers: {
			...reply.headers,
			...fault.headers,
			'content-type': 'application/json; charset=utf-8',
		},
		text: whole.slice(0, Math.max(1, Math.floor(whole.length / 2))),
	};
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function notFound(api: Api, method: string, path: string): Reply {
	const detail = `No route ${method} ${path}`;
	return api === 'core'
		? problem(404, 'about:blank', 'Not Found', detail)
		: adsError(404, 'ROUTE_NOT_FOUND', detail);
}

export interface RequestHandlerOptions {
	state: EmulatorState;
	routes: CompiledRoute[];
	/** Called with each log entry once its answer is sent. */
	onResponse?: (entry: LoggedRequest) => void;
}

/**
 * Handles one request: log it, then answer with an injected fault, or the route after the
 * platform's auth checks, or a 404 in the error shape of the interface addressed.
 */
export async function handleRequest(
	request: IncomingMessage,
	response: ServerResponse,
	options: RequestHandlerOptions,
): Promise<void> {
	const { state, routes } = options;
	// The signature base URL is what the client addressed: the Host header, lower case, no :80.
	const host = (request.headers.host ?? '127.0.0.1').toLowerCase().replace(/:80$/, '');
	const url = new URL(request.url ?? '/', `http://${host}`);
	const method = (request.method ?? 'GET').toUpperCase();
	const { api, path } = splitApi(url.pathname);
	const rawBytes = await readBody(request);
	// A lean emulator logs an upload's summary, not the text of its megabytes.
	const rawBody =
		state.leanMediaUploads && multipartBoundary(String(request.headers['content-type'] ?? ''))
			? `(multipart body of ${rawBytes.length} bytes)`
			: rawBytes.toString('utf8');
	const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
	const queryPairs = formPairs(url.search.slice(1));
	const entry: LoggedRequest = {
		method,
		path: url.pathname,
		api,
		query: pairsToObject(queryPairs),
		headers: request.headers,
		rawBody,
		body: parseBody(String(request.headers['content-type'] ?? ''), rawBody, rawBytes),
		auth: { scheme: 'none', ok: false },
		status: 0,
		responseBody: undefined,
		receivedAt: Date.now(),
	};
	state.log.push(entry);

	const fault = state.takeFault(method, url.pathname);
	// A fault with a status answers instead of the route; the other faults spoil the route's answer.
	let reply =
		fault?.status !== undefined && fault.kind === undefined
			? faultReply({ ...fault, status: fault.status })
			: await routeReply(
					routes,
					entry,
					{ request, host, url, method, api, path, rawBody, rawBytes, queryPairs, contentType },
					state,
				);
	if (fault?.variant) reply = answerVariant(reply, fault.variant, method);
	if (fault?.delayMs) await delay(fault.delayMs);
	if (fault?.kind === 'reset') {
		entry.status = 0;
		entry.responseBody = '(connection reset by an injected fault)';
		request.socket.destroy();
	} else {
		if (fault?.kind === 'malformed-json') reply = malformedJson(reply, fault);
		send(response, reply, entry);
	}
	options.onResponse?.(entry);
}

interface Incoming {
	request: IncomingMessage;
	host: string;
	url: URL;
	method: string;
	api: Api;
	path: string;
	rawBody: string;
	rawBytes: Buffer;
	queryPairs: ReturnType<typeof formPairs>;
	contentType: string;
}

/** The route's answer after the platform's auth checks, or a 404 in the interface's error shape. */
async function routeReply(
	routes: CompiledRoute[],
	entry: LoggedRequest,
	incoming: Incoming,
	state: EmulatorState,
): Promise<Reply> {
	const { request, host, url, method, api, path, rawBody, rawBytes, queryPairs, contentType } =
		incoming;
	const matched = matchRoute(routes, api, method, path);
	if (!matched) return notFound(api, method, path);
	const signed = {
		method,
		baseUrl: `http://${host}${url.pathname}`,
		queryPairs,
		formPairs: isForm(contentType) ? formPairs(rawBody) : [],
		headers: request.headers,
	};
	const { auth, refusal } = authenticate(matched.route.auth, signed, state, api);
	entry.auth = auth;
	// After the credentials, as the platform: a request it would refuse never reaches a route.
	const invalid =
		refusal || api !== 'core' || matched.route.checksItself
			? undefined
			: referenceProblem(method, path, entry.query, entry.body, contentType)?.reply;
	try {
		return (
			refusal ??
			invalid ??
			(await matched.route.handler({
				api,
				method,
				path,
				params: matched.params,
				query: entry.query,
				headers: request.headers,
				rawBody,
				rawBytes,
				body: entry.body,
				auth,
				state,
				seed: state.seed,
			}))
		);
	} catch (error) {
		// A broken handler is the emulator's bug: say so in the answer and the log.
		return {
			status: 500,
			body: { errors: [{ code: 131, message: `Emulator error: ${(error as Error).message}` }] },
		};
	}
}

function send(response: ServerResponse, reply: Reply, entry: LoggedRequest): void {
	const status = reply.status ?? 200;
	// The client may have given up on a delayed answer; the log still says what it would have got.
	if (response.destroyed) {
		entry.status = status;
		entry.responseBody = reply.text ?? reply.body;
		return;
	}
	const headers: Record<string, string> = { ...reply.headers };
	if (reply.stream) {
		entry.status = status;
		entry.responseBody = '(stream)';
		response.writeHead(status, headers);
		return reply.stream(response);
	}
	let payload: string;
	if (reply.text !== undefined) {
		payload = reply.text;
	} else {
		payload = reply.body === undefined ? '' : jsonText(reply.body);
		headers['content-type'] ??= 'application/json; charset=utf-8';
	}
	entry.status = status;
	entry.responseBody = reply.text ?? reply.body;
	response.writeHead(status, headers);
	response.end(payload);
}
