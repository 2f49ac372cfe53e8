import type { Fault } from './types';

/**
 * Faults as tests inject them (`emulator.injectFault(...)`): the rate-limit answers of both
 * interfaces, server errors, and the bad connections and bodies the retry rules name
 * (nodes/shared/transport/retryPolicy.ts).
 */

type Where = Pick<Fault, 'method' | 'path' | 'times' | 'after'>;

/** Epoch seconds `seconds` from now, as the platform's reset headers give them. */
export const resetIn = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);

/**
 * A 429 whose limit resets in `resetSeconds`: core with `x-rate-limit-reset` and code 88; ads
 * with TOO_MANY_REQUESTS, and with `accountResetSeconds` also `x-account-rate-limit-reset`.
 */
export function rateLimited(
	where: Where,
	resetSeconds: number,
	accountResetSeconds?: number,
): Fault {
	const ads = where.path.startsWith('/ads');
	const headers: Record<string, string> = {
		'x-rate-limit-limit': '300',
		'x-rate-limit-remaining': '0',
		'x-rate-limit-reset': resetIn(resetSeconds),
	};
	if (accountResetSeconds !== undefined)
		headers['x-account-rate-limit-reset'] = resetIn(accountResetSeconds);
	const body = ads
		? {
				errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }],
				request: { params: {} },
			}
		: { errors: [{ code: 88, message: 'Rate limit exceeded' }] };
	return { ...where, status: 429, headers, body };
}

/** A 500 or 503 in the error shape of the interface addressed. */
export function serverError(where: Where, status: 500 | 503 = 503): Fault {
	const ads = where.path.startsWith('/ads');
	const [code, message] =
		status === 503
			? ['SERVICE_UNAVAILABLE', 'Service unavailable']
			: ['INTERNAL_ERROR', 'Internal error'];
	const body = ads
		? { errors: [{ code, message }], request: { params: {} } }
		: { errors: [{ code: 131, message }] };
	return { ...where, status, body };
}

/** The connection dropped after the route processed the request: no answer at all. */
export const connectionReset = (where: Where): Fault => ({ ...where, kind: 'reset' });

/** The route's answer, processed, but its JSON cut in half. */
export const malformedJson = (where: Where): Fault => ({ ...where, kind: 'malformed-json' });

/** The route's answer (or the given status), held `delayMs` before it is sent. */
export const slowAnswer = (where: Where, delayMs: number): Fault => ({ ...where, delayMs });
