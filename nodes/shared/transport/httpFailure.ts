import type { HttpFailure } from './retryPolicy';

/**
 * Reads status, headers and body from what n8n throws for a failed request. n8n wraps the
 * HTTP client's error in a NodeApiError whose `cause` holds it; older paths throw the client's
 * error itself. Anything without a response (reset, timeout, DNS) has no status.
 */
export function readHttpFailure(error: unknown): HttpFailure {
	const response = findResponse(error);
	if (!response) return { headers: {} };
	return {
		status: typeof response.status === 'number' ? response.status : Number(response.statusCode),
		headers: (response.headers as HttpFailure['headers']) ?? {},
		body: response.data ?? response.body,
	};
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
