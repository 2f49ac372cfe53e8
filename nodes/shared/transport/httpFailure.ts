import type { IN8nHttpFullResponse } from 'n8n-workflow';

import { exactJsonBody } from '../exactJson';
import { headerValue, type HttpFailure } from './retryPolicy';

/** Carries a failed answer whole (status, headers, body) to the retry decision. */
export class HttpFailureError extends Error {
	constructor(readonly failure: HttpFailure) {
		super(`HTTP ${failure.status}`);
	}
}

/**
 * Throws a full response (sent with ignoreHttpStatusErrors) that failed, keeping its headers,
 * which an error thrown by n8n itself would drop. A 2xx that says it is JSON but does not parse
 * (n8n then hands the text over as the body) fails too, rather than becoming a string output.
 */
export function throwIfFailed(response: IN8nHttpFullResponse): void {
	const headers = response.headers as HttpFailure['headers'];
	if (response.statusCode >= 400) {
		throw new HttpFailureError({ status: response.statusCode, headers, body: response.body });
	}
	if (isMalformedJson(response)) {
		throw new HttpFailureError({
			status: response.statusCode,
			headers,
			body: String(response.body).slice(0, 200),
			problem: 'malformed-body',
		});
	}
}

/** A body announced as JSON that n8n could not parse, so it arrived as text. */
function isMalformedJson(response: IN8nHttpFullResponse): boolean {
	const contentType = String(
		headerValue(response.headers as HttpFailure['headers'], 'content-type') ?? '',
	);
	return (
		typeof response.body === 'string' && response.body.trim() !== '' && /json/i.test(contentType)
	);
}

/**
 * Reads status, headers and body from what a failed request threw:
 * - our own HttpFailureError (routing, see routing/failOnHttpError.ts): everything;
 * - the HTTP client's error with `response` (custom operations on some n8n versions): everything;
 * - n8n's NodeApiError, which keeps only `httpCode` and the body in `context.data` (n8n drops
 *   the client error it wraps, headers included);
 * - a failure of the connection itself (reset, refused, timeout, DNS): no status; a timeout is
 *   told apart for the message, a stopped execution so that nothing is sent again;
 * - anything else was thrown by code (this package's, or n8n's before sending), not by the
 *   network: `not-sent-by-network`, never retried and never called a lost connection.
 */
export function readHttpFailure(error: unknown): HttpFailure {
	if (error instanceof HttpFailureError) return error.failure;
	if (isTimeout(error)) return { headers: {}, problem: 'timeout' };
	if (isCanceled(error)) return { headers: {}, problem: 'canceled' };
	const response = findResponse(error);
	if (response) {
		return {
			status: typeof response.status === 'number' ? response.status : Number(response.statusCode),
			headers: (response.headers as HttpFailure['headers']) ?? {},
			// A body asked for as text (exactJson.ts) arrives unread when n8n throws the failure.
			body: exactJsonBody(response.data ?? response.body),
		};
	}
	const wrapped = error as { httpCode?: unknown; context?: { data?: unknown } } | undefined;
	const status = Number(wrapped?.httpCode);
	if (Number.isInteger(status) && status >= 100) {
		return { status, headers: {}, body: exactJsonBody(wrapped?.context?.data) };
	}
	return isConnectionFailure(error)
		? { headers: {} }
		: { headers: {}, problem: 'not-sent-by-network' };
}

/** Error codes of a connection that failed or broke off (Node's sockets, DNS, undici, axios). */
const CONNECTION_CODES = new Set([
	'ECONNRESET',
	'ECONNREFUSED',
	'EPIPE',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENETDOWN',
	'ESOCKETTIMEDOUT',
	'ERR_SOCKET_CONNECTION_TIMEOUT',
	'ERR_STREAM_PREMATURE_CLOSE',
	'UND_ERR_SOCKET',
	'UND_ERR_CONNECT_TIMEOUT',
	'ERR_NETWORK',
]);

/**
 * Whether the network, not code, failed: a known connection error code (n8n keeps it as
 * `httpCode` when it wraps the client's error), Node's "socket hang up", or an HTTP client error
 * that carries a request but no response.
 */
function isConnectionFailure(error: unknown): boolean {
	return (
		findInCauses(error, ({ code, httpCode, message, isAxiosError, request, response }) =>
			CONNECTION_CODES.has(String(code)) ||
			CONNECTION_CODES.has(String(httpCode)) ||
			/^socket hang up$/i.test(String(message)) ||
			(isAxiosError === true && request !== undefined && response === undefined)
				? true
				: undefined,
		) ?? false
	);
}

type ErrorLike = Record<string, unknown>;
type ResponseLike = Record<string, unknown>;

/**
 * The first error of the chain (the error, then its `cause`, as n8n and the HTTP clients wrap
 * them, a few levels deep) for which `pick` answers something.
 */
function findInCauses<T>(
	error: unknown,
	pick: (candidate: ErrorLike) => T | undefined,
): T | undefined {
	let candidate = error;
	for (let depth = 0; depth <= 3 && candidate && typeof candidate === 'object'; depth++) {
		const found = pick(candidate as ErrorLike);
		if (found !== undefined) return found;
		candidate = (candidate as ErrorLike).cause;
	}
	return undefined;
}

function findResponse(error: unknown): ResponseLike | undefined {
	return findInCauses(error, ({ response }) =>
		response && typeof response === 'object' && ('status' in response || 'statusCode' in response)
			? (response as ResponseLike)
			: undefined,
	);
}

const TIMEOUT_CODES = new Set([
	'ECONNABORTED',
	'ETIMEDOUT',
	'UND_ERR_HEADERS_TIMEOUT',
	'UND_ERR_BODY_TIMEOUT',
]);

/** The HTTP client gave up waiting (axios: ECONNABORTED "timeout of N ms exceeded"), maybe wrapped by n8n. */
function isTimeout(error: unknown): boolean {
	return (
		findInCauses(error, ({ code, httpCode, name, message }) =>
			TIMEOUT_CODES.has(String(code)) ||
			TIMEOUT_CODES.has(String(httpCode)) ||
			name === 'TimeoutError' ||
			/\btimeout of \d+ ?ms exceeded\b/i.test(String(message))
				? true
				: undefined,
		) ?? false
	);
}

/** The execution was stopped (n8n aborts its requests): axios ERR_CANCELED, or an AbortError. */
function isCanceled(error: unknown): boolean {
	return (
		findInCauses(error, ({ code, name }) =>
			code === 'ERR_CANCELED' || name === 'CanceledError' || name === 'AbortError'
				? true
				: undefined,
		) ?? false
	);
}
