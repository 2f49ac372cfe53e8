import type { INodePropertyRouting } from 'n8n-workflow';

import { executeWithPolicy } from './executeWithPolicy';
import { failOnHttpError, itemsFromBody } from './failOnHttpError';
import { guardReader } from './readerGuard';

/**
 * Routing for one operation: its request, sent through the shared executor (see
 * executeWithPolicy.ts for why it sits in the pagination hook), with failed answers turned into
 * errors that keep their headers (failOnHttpError.ts), and readers of the answer guarded so that
 * an answer they cannot read is reported as such (readerGuard.ts).
 */
export function policyRouting(routing: INodePropertyRouting): INodePropertyRouting {
	const postReceive = routing.output?.postReceive ?? [];
	return {
		...routing,
		send: { ...routing.send, paginate: true },
		operations: { ...routing.operations, pagination: executeWithPolicy },
		output: {
			...routing.output,
			postReceive: [failOnHttpError, ...(postReceive.length > 0 ? postReceive : [itemsFromBody]).map(guardReader)],
		},
	};
}
