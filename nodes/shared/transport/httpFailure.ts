import type { IN8nHttpFullResponse } from 'n8n-workflow';

import type { HttpFailure } from './retryPolicy';

/** Carries a failed answer whole (status, headers, body) to the retry decision. */
export class HttpFailureError extends Error {
	constructor(readonly failure: HttpFailure) {
		super(`HTTP ${failure.status}`);
	}
}

/**
 * Throws a full response (sent with ignoreHttpStatusErrors) that failed, keeping its headers,
 * which an error thrown by n8n itself would drop.
 */
export function throwIfFailed(response: IN8nHttpFullResponse): void {
	if (response.statusCode < 400) return;
	throw new HttpFailureError({
		status: response.statusCode,
		headers: response.headers as HttpFailure['headers'],
		body: response.body,
	});
}

/**
 * Reads status, headers and body from what a failed request threw:
 * - our own HttpFailureError (routing, see routing/failOnHttpError.ts): everything;
 * - the HTTP client's error with `response` (custom operations on some n8n versions): everything;
 * - n8n's NodeApiError, which keeps only `httpCode` and the body in `context.data` (n8n drops
 *   the client error it wraps, headers included);
 * - anything else (reset, timeout, DNS): no status.
 */
export function readHttpFailure(error: unknown): HttpFailure {
	if (error instanceof HttpFailureError) return error.failure;
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
