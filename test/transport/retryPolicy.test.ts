import {
	DEFAULT_RETRY_POLICY,
	decideRetry,
	rateLimitResetMs,
	type AttemptHistory,
} from '../../nodes/shared/transport/retryPolicy';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const first = (method: string, extra: Partial<AttemptHistory> = {}): AttemptHistory => ({
	method,
	rateLimitRetries: 0,
	serverErrorRetries: 0,
	nowMs: now,
	...extra,
});
const resetIn = (seconds: number) => String(Math.floor(now / 1000) + seconds);

describe('retry rules', () => {
	it('waits for a 429 until the reset time plus a margin, for any method', () => {
		for (const method of ['GET', 'POST']) {
			expect(
				decideRetry({ status: 429, headers: { 'x-rate-limit-reset': resetIn(10) } }, first(method)),
			).toEqual({
				retry: true,
				kind: 'rateLimit',
				waitMs: 11_000,
			});
		}
	});

	it('prefers the account-level reset header of the ads interface', () => {
		const headers = { 'x-rate-limit-reset': resetIn(50), 'X-Account-Rate-Limit-Reset': resetIn(5) };
		expect(rateLimitResetMs(headers)).toBe((Math.floor(now / 1000) + 5) * 1000);
	});

	it('does not wait past the cap and reports the reset time', () => {
		const decision = decideRetry(
			{ status: 429, headers: { 'x-rate-limit-reset': resetIn(900) } },
			first('GET'),
		);
		expect(decision).toEqual({
			retry: false,
			rateLimitResetMs: (Math.floor(now / 1000) + 900) * 1000,
		});
	});

	it('stops after the allowed number of rate-limit waits', () => {
		const history = first('GET', { rateLimitRetries: DEFAULT_RETRY_POLICY.maxRateLimitRetries });
		expect(
			decideRetry({ status: 429, headers: { 'x-rate-limit-reset': resetIn(1) } }, history).retry,
		).toBe(false);
	});

	it('retries idempotent calls on 500 and 503 with a growing delay, a bounded number of times', () => {
		expect(decideRetry({ status: 500, headers: {} }, first('GET'))).toEqual({
			retry: true,
			kind: 'serverError',
			waitMs: 1500,
		});
		expect(
			decideRetry({ status: 503, headers: {} }, first('DELETE', { serverErrorRetries: 1 })),
		).toEqual({ retry: true, kind: 'serverError', waitMs: 3000 });
		expect(
			decideRetry({ status: 503, headers: {} }, first('PUT', { serverErrorRetries: 2 })).retry,
		).toBe(false);
	});

	it('never repeats a create (POST) after an ambiguous failure, unless marked idempotent', () => {
		expect(decideRetry({ status: 500, headers: {} }, first('POST')).retry).toBe(false);
		expect(decideRetry({ headers: {} }, first('POST')).retry).toBe(false);
		expect(
			decideRetry({ status: 503, headers: {} }, first('POST', { idempotent: true })).retry,
		).toBe(true);
	});

	it('retries a lost connection only for idempotent calls', () => {
		expect(decideRetry({ headers: {} }, first('GET')).retry).toBe(true);
	});

	it('sends once more after a 401 when the credential can fetch a new token, and only once', () => {
		expect(
			decideRetry({ status: 401, headers: {} }, first('POST', { canRefreshToken: true })),
		).toEqual({ retry: true, kind: 'tokenRefresh', waitMs: 0 });
		expect(
			decideRetry(
				{ status: 401, headers: {} },
				first('GET', { canRefreshToken: true, tokenRefreshes: 1 }),
			).retry,
		).toBe(false);
		expect(decideRetry({ status: 401, headers: {} }, first('GET')).retry).toBe(false);
	});

	it('does not retry client errors', () => {
		for (const status of [400, 401, 403, 404, 409]) {
			expect(decideRetry({ status, headers: {} }, first('GET')).retry).toBe(false);
		}
	});
});
