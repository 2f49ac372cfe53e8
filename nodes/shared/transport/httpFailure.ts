import type { IN8nHttpFullResponse } from 'n8n-workflow';

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
	const contentType = String(headerValue(response.headers as HttpFailure['headers'], 'content-type') ?? '');
	return typeof response.body === 'string' && response.body.trim() !== '' && /json/i.test(contentType);
}

/**
 * Reads status, headers and body from what a failed request threw:
 * - our own HttpFailureError (routing, see routing/failOnHttpError.ts): everything;
 * - the HTTP client's error with `response` (custom operations on some n8n versions): everything;
 * - n8n's NodeApiError, which keeps only `httpCode` and the body in `context.data` (n8n drops
 *   the client error it wraps, headers included);
 * - anything else (reset, timeout, DNS, a stopped execution): no status; a timeout is told
 *   apart for the message, a stopped execution so that nothing is sent again.
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
			body: response.data ?? response.body,
		};
	}
	const wrapped = error as { httpCode?: unknown; context?: { data?: unknown } } | undefined;
	const status = Number(wrapped?.httpCode);
	if (Number.isInteger(status) && status >= 100) {
		return { status, headers: {}, body: wrapped?.context?.data };
	}
	return { headers: {} };
}

type ResponseLike = Record<string, unknown>;

function findResponse(error: unknown, depth = 0): ResponseLike | undefined {
	if (!error || typeof error !== 'object' || depth > 3) return undefined;
	const candidate = error as Record<string, unknown>;
	const response = candidate.response as ResponseLike | undefined;
	if (response && typeof response === 'object' && ('status' in response || 'statusCode' in response)) {
		return response;
	}
	return findResponse(candidate.cause, depth + 1);
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The HTTP client gave up waiting (axios: ECONNABORTED "timeout of N ms exceeded"), maybe wrapped by n8n. */
function isTimeout(error: unknown, depth = 0): boolean {
	if (!error || typeof error !== 'object' || depth > 3) return false;
	const candidate = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; httpCode?: unknown };
	if (TIMEOUT_CODES.has(String(candidate.code)) || TIMEOUT_CODES.has(String(candidate.httpCode))) return true;
	if (candidate.name === 'TimeoutError' || /\btimeout of \d+ ?ms exceeded\b/i.test(String(candidate.message))) return true;
	return isTimeout(candidate.cause, depth + 1);
}

/** The execution was stopped (n8n aborts its requests): axios ERR_CANCELED, or an AbortError. */
function isCanceled(error: unknown, depth = 0): boolean {
	if (!error || typeof error !== 'object' || depth > 3) return false;
	const candidate = error as { code?: unknown; name?: unknown; cause?: unknown };
	if (candidate.code === 'ERR_CANCELED' || candidate.name === 'CanceledError' || candidate.name === 'AbortError') return true;
	return isCanceled(candidate.cause, depth + 1);
}
