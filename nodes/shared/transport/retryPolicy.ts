/**
 * When to send a failed request again, as a pure function of the failure, so that every node
 * follows one rule set (docs/requests.md says it for users):
 * - 429: the platform did not process the request, so any method is sent again once the reset
 *   time in `x-account-rate-limit-reset` (ads, takes precedence) or `x-rate-limit-reset` has
 *   passed, unless that wait is longer than the cap; then the error says when to try again.
 * - Ambiguous failures: 500, 502, 503, 504, no answer (connection lost, or none within the
 *   timeout), or a 2xx whose body is not valid JSON. The request may or may not have been
 *   processed, so only idempotent calls (GET, HEAD, PUT, DELETE, or a call marked idempotent,
 *   such as a media append with its segment index) are sent again, a bounded number of times
 *   with a growing delay. A create (POST) is never sent twice blindly: it fails at once, and its
 *   error says it may have been processed.
 * - 401 with a credential that can fetch a new token (app-only): sent once more, so that n8n
 *   asks for a new token; the rejected one may have been invalidated.
 * - Anything else (400, 403, 404, ...) is the platform's definite answer: not sent again. A 404
 *   to a DELETE that was sent again after an ambiguous failure most likely means the first
 *   attempt deleted the record; its error says so (deletedByLostAttempt).
 */
export interface RetryPolicy {
	/** Longest wait for a rate-limit reset; past it the call fails at once. */
	maxRateLimitWaitMs: number;
	/** How many times one call may wait for a rate-limit reset. */
	maxRateLimitRetries: number;
	/** How many times an idempotent call is retried after an ambiguous failure. */
	maxServerErrorRetries: number;
	/**
	 * First delay before such a retry; doubled each time. 1.5 s by default: long enough for a
	 * brief outage to pass, short enough that two retries are over within 5 s.
	 */
	serverErrorDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
	maxRateLimitWaitMs: 60_000,
	maxRateLimitRetries: 3,
	maxServerErrorRetries: 2,
	serverErrorDelayMs: 1_500,
};

/** What a failed attempt looked like; status is absent when no answer arrived. */
export interface HttpFailure {
	status?: number;
	headers: Record<string, string | string[] | undefined>;
	body?: unknown;
	/**
	 * timeout: no answer within the timeout; malformed-body: a 2xx whose JSON does not parse;
	 * canceled: the execution was stopped, so nothing is sent again; not-sent-by-network: code
	 * threw (reading an answer, or n8n before sending), so there is nothing to retry.
	 */
	problem?: 'timeout' | 'malformed-body' | 'canceled' | 'not-sent-by-network';
}

export interface AttemptHistory {
	method: string;
	/** Overrides the method's own idempotency (e.g. a media append with its segment index). */
	idempotent?: boolean;
	rateLimitRetries: number;
	serverErrorRetries: number;
	/** Whether the credential gets a new token when n8n sees a 401 (app-only). */
	canRefreshToken?: boolean;
	tokenRefreshes?: number;
	nowMs: number;
}

export type RetryDecision =
	| { retry: true; kind: 'rateLimit' | 'serverError' | 'tokenRefresh'; waitMs: number }
	| {
			retry: false;
			rateLimitResetMs?: number;
			/** The request may have been processed (an ambiguous failure), and it is not sent again. */
			mayHaveBeenProcessed?: boolean;
			/** Set when a 429 stopped because the request already waited this many times (not the cap). */
			rateLimitWaitsUsed?: number;
	  };

/** Margin after the announced reset, as the platform's clocks and ours differ a little. */
const RESET_MARGIN_MS = 1_000;
/** Wait when a 429 names no reset time. */
const UNKNOWN_RESET_WAIT_MS = 5_000;
const AMBIGUOUS_SERVER_STATUSES = new Set([500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotent(method: string, override?: boolean): boolean {
	return override ?? IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** Whether the request may or may not have been processed: the caller cannot tell from the failure. */
export function isAmbiguous(failure: HttpFailure): boolean {
	if (failure.problem === 'canceled' || failure.problem === 'not-sent-by-network') return false;
	return (
		failure.status === undefined ||
		AMBIGUOUS_SERVER_STATUSES.has(failure.status) ||
		failure.problem === 'malformed-body'
	);
}

/** A DELETE sent again after an ambiguous failure, now not found: the lost attempt most likely deleted it. */
export function deletedByLostAttempt(
	failure: HttpFailure,
	history: Pick<AttemptHistory, 'method' | 'serverErrorRetries'>,
): boolean {
	return (
		failure.status === 404 &&
		history.method.toUpperCase() === 'DELETE' &&
		history.serverErrorRetries > 0
	);
}

export function decideRetry(
	failure: HttpFailure,
	history: AttemptHistory,
	policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): RetryDecision {
	if (failure.status === 429) return decideAfterRateLimit(failure, history, policy);
	if (failure.status === 401 && history.canRefreshToken && !history.tokenRefreshes) {
		return { retry: true, kind: 'tokenRefresh', waitMs: 0 };
	}

	if (!isAmbiguous(failure)) return { retry: false };
	if (
		isIdempotent(history.method, history.idempotent) &&
		history.serverErrorRetries < policy.maxServerErrorRetries
	) {
		return {
			retry: true,
			kind: 'serverError',
			waitMs: policy.serverErrorDelayMs * 2 ** history.serverErrorRetries,
		};
	}
	return { retry: false, mayHaveBeenProcessed: true };
}

function decideAfterRateLimit(
	failure: HttpFailure,
	history: AttemptHistory,
	policy: RetryPolicy,
): RetryDecision {
	const resetMs = rateLimitResetMs(failure.headers);
	const waitMs =
		resetMs === undefined
			? UNKNOWN_RESET_WAIT_MS
			: Math.max(0, resetMs - history.nowMs) + RESET_MARGIN_MS;
	if (history.rateLimitRetries >= policy.maxRateLimitRetries) {
		return {
			retry: false,
			rateLimitResetMs: resetMs,
			rateLimitWaitsUsed: history.rateLimitRetries,
		};
	}
	if (waitMs > policy.maxRateLimitWaitMs) return { retry: false, rateLimitResetMs: resetMs };
	return { retry: true, kind: 'rateLimit', waitMs };
}

/** The reset time in epoch milliseconds; the account-level header wins when present. */
export function rateLimitResetMs(headers: HttpFailure['headers']): number | undefined {
	for (const name of ['x-account-rate-limit-reset', 'x-rate-limit-reset']) {
		const value = Number(headerValue(headers, name));
		if (Number.isFinite(value) && value > 0) return value * 1000;
	}
	return undefined;
}

export function headerValue(headers: HttpFailure['headers'], name: string): string | undefined {
	const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
	const value = entry?.[1];
	return Array.isArray(value) ? value[0] : value;
}
