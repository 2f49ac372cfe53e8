import { NodeApiError } from 'n8n-workflow';

import {
	HttpFailureError,
	readHttpFailure,
	throwIfFailed,
} from '../../nodes/shared/transport/httpFailure';
import {
	decideRetry,
	deletedByLostAttempt,
	isAmbiguous,
} from '../../nodes/shared/transport/retryPolicy';
import { TEST_NODE } from '../helpers/fakeContext';

/** How each kind of fault is read, and which the retry rules count as ambiguous. */

const history = (method: string) => ({
	method,
	rateLimitRetries: 0,
	serverErrorRetries: 0,
	nowMs: Date.now(),
});

describe('reading what went wrong', () => {
	test('a timeout of the HTTP client, also wrapped by n8n, is a timeout', () => {
		const timeout = Object.assign(new Error('timeout of 1000ms exceeded'), {
			code: 'ECONNABORTED',
		});
		expect(readHttpFailure(timeout)).toEqual({ headers: {}, problem: 'timeout' });
		expect(readHttpFailure(new NodeApiError(TEST_NODE, timeout as never))).toEqual({
			headers: {},
			problem: 'timeout',
		});
	});

	test('a stopped execution is not retried', () => {
		const canceled = Object.assign(new Error('canceled'), {
			code: 'ERR_CANCELED',
			name: 'CanceledError',
		});
		const failure = readHttpFailure(canceled);
		expect(failure).toEqual({ headers: {}, problem: 'canceled' });
		expect(decideRetry(failure, history('GET')).retry).toBe(false);
	});

	test('a 2xx announced as JSON that did not parse fails; text that is not announced as JSON does not', () => {
		const broken = {
			statusCode: 200,
			headers: { 'content-type': 'application/json; charset=utf-8' },
			body: '{"data": {"id"',
		};
		expect(() => throwIfFailed(broken)).toThrow(HttpFailureError);
		try {
			throwIfFailed(broken);
		} catch (error) {
			expect((error as HttpFailureError).failure).toMatchObject({
				status: 200,
				problem: 'malformed-body',
			});
		}
		expect(() =>
			throwIfFailed({
				statusCode: 200,
				headers: { 'content-type': 'text/plain' },
				body: 'oauth_token=a&oauth_token_secret=b',
			}),
		).not.toThrow();
		expect(() =>
			throwIfFailed({ statusCode: 204, headers: { 'content-type': 'application/json' }, body: '' }),
		).not.toThrow();
	});
});

describe('ambiguous failures', () => {
	test.each([
		[{ status: 500 }, true],
		[{ status: 502 }, true],
		[{ status: 503 }, true],
		[{ status: 504 }, true],
		[{}, true],
		[{ problem: 'timeout' as const }, true],
		[{ status: 200, problem: 'malformed-body' as const }, true],
		[{ status: 400 }, false],
		[{ status: 404 }, false],
		[{ status: 429 }, false],
		[{ problem: 'canceled' as const }, false],
	])('%j: ambiguous %s', (failure, ambiguous) => {
		expect(isAmbiguous({ headers: {}, ...failure })).toBe(ambiguous);
		if (ambiguous) {
			expect(decideRetry({ headers: {}, ...failure }, history('GET')).retry).toBe(true);
			expect(decideRetry({ headers: {}, ...failure }, history('POST'))).toEqual({
				retry: false,
				mayHaveBeenProcessed: true,
			});
		}
	});

	test('a 404 to a DELETE counts as done by the lost attempt only after a retry', () => {
		expect(
			deletedByLostAttempt(
				{ status: 404, headers: {} },
				{ method: 'DELETE', serverErrorRetries: 1 },
			),
		).toBe(true);
		expect(
			deletedByLostAttempt(
				{ status: 404, headers: {} },
				{ method: 'DELETE', serverErrorRetries: 0 },
			),
		).toBe(false);
		expect(
			deletedByLostAttempt({ status: 404, headers: {} }, { method: 'GET', serverErrorRetries: 1 }),
		).toBe(false);
	});
});
