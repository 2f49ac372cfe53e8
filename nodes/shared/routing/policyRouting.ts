import type { INodePropertyRouting } from 'n8n-workflow';

import { executeWithPolicy } from './executeWithPolicy';

/**
 * Routing for one operation: its request, sent through the shared executor (see
 * executeWithPolicy.ts for why it sits in the pagination hook).
 */
export function policyRouting(routing: INodePropertyRouting): INodePropertyRouting {
	return {
		...routing,
		send: { ...routing.send, paginate: true },
		operations: { ...routing.operations, pagination: executeWithPolicy },
	};
}
