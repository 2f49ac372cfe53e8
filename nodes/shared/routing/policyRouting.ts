import type { INodePropertyRouting } from 'n8n-workflow';

import { executeWithPolicy } from './executeWithPolicy';
import { failOnHttpError, itemsFromBody, readBodyExactly } from './failOnHttpError';
import { postReceiveInSequence, preSendInSequence } from './inSequence';
import { throwingRoutedErrors } from './operationError';
import { guardReader } from './readerGuard';

/**
 * Routing for one operation: its request, sent through the shared executor (see
 * executeWithPolicy.ts for why it sits in the pagination hook), its answer read with 64-bit IDs
 * exact (readBodyExactly in failOnHttpError.ts), failed answers turned into
 * errors that keep their headers (failOnHttpError.ts), and readers of the answer guarded so that
 * an answer they cannot read is reported as such (readerGuard.ts). The operation's checks before
 * sending (preSend) throw operation errors n8n's routing keeps as such (operationError.ts).
 *
 * Every declarative operation goes through the pagination hook (`send.paginate` with
 * `operations.pagination`), because that hook is the only place where n8n hands the prepared
 * request to our code: that is how all of them reach the one executor, executeWithPolicy. It is
 * not real pagination: here the hook sends the operation's one request, once per item. Lists that
 * do page (listRouting.ts) put a loop over pages in the hook, which sends each page through
 * executeWithPolicy too.
 */
export function policyRouting(routing: INodePropertyRouting): INodePropertyRouting {
	const postReceive = routing.output?.postReceive ?? [];
	const preSend = routing.send?.preSend ?? [];
	return {
		...routing,
		send: {
			...routing.send,
			...(preSend.length > 0
				? { preSend: [throwingRoutedErrors(preSendInSequence(preSend))] }
				: {}),
			paginate: true,
		},
		operations: { ...routing.operations, pagination: executeWithPolicy },
		output: {
			...routing.output,
			postReceive: postReceiveInSequence([
				readBodyExactly,
				failOnHttpError,
				...(postReceive.length > 0 ? postReceive : [itemsFromBody]).map(guardReader),
			]),
		},
	};
}
