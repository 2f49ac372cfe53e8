import { NodeApiError } from 'n8n-workflow';

import { HttpFailureError, readHttpFailure } from '../../nodes/shared/transport/httpFailure';
import { TEST_NODE } from '../helpers/fakeContext';

describe('readHttpFailure', () => {
	const failure = { status: 429, headers: { 'x-rate-limit-reset': '99' }, body: { errors: [] } };

	it('reads the whole answer from the routing hook error', () => {
		expect(readHttpFailure(new HttpFailureError(failure))).toEqual(failure);
	});

	it('reads an HTTP client error, also wrapped as a cause', () => {
		const clientError = Object.assign(new Error('failed'), {
			response: { status: 429, headers: failure.headers, data: failure.body },
		});
		expect(readHttpFailure(clientError)).toEqual(failure);
		expect(readHttpFailure({ cause: clientError })).toEqual(failure);
	});

	it("keeps status and body of n8n's NodeApiError, which drops the headers", () => {
		class AxiosError extends Error {}
		const clientError = Object.assign(new AxiosError('Request failed with status code 404'), {
			response: {
				status: 404,
				headers: { a: 'b' },
				data: { title: 'Not Found Error', type: 'about:blank' },
			},
		});
		const wrapped = new NodeApiError(TEST_NODE, clientError as never);
		const read = readHttpFailure(wrapped);
		expect(read.status).toBe(404);
		expect(read.body).toEqual({ title: 'Not Found Error', type: 'about:blank' });
	});

	it('has no status when no answer arrived', () => {
		expect(
			readHttpFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })),
		).toEqual({ headers: {} });
	});
});
