import type { INodePropertyRouting } from 'n8n-workflow';

import { failOnHttpError, itemsFromBody, readBodyExactly } from './failOnHttpError';
import { postReceiveInSequence } from './inSequence';
import { policyHook, type RoutingExtensions } from './policyHook';
import { guardReader } from './readerGuard';
import { checkedBeforeSending } from './toolRefusals';

export type { RoutingExtensions };

/**
 * Routing for one declarative operation: its checks before sending (preSend), which keep a
 * refusal for the hook (toolRefusals.ts); its request, sent by the one hook, policyHook.ts, with
 * the extensions the operation declares (a list's pages, a look-up before a create, explained
 * statuses); its answer read with 64-bit IDs exact (readBodyExactly in failOnHttpError.ts),
 * failed answers turned into errors that keep their headers (failOnHttpError.ts), and readers of
 * the answer guarded so that an answer they cannot read is reported as such (readerGuard.ts).
 *
 * Every operation goes through the pagination hook (`send.paginate` with
 * `operations.pagination`), because that hook is the only place where n8n hands the prepared
 * request to our code: that is how all of them reach the one executor, executeWithPolicy. It is
 * not real pagination: the hook sends the operation's one request, once per item, unless the
 * operation declares how it sends (`send`: a list's pages, each through executeWithPolicy).
 */
export function policyRouting(
	routing: INodePropertyRouting,
	extensions: RoutingExtensions = {},
): INodePropertyRouting {
	const postReceive = routing.output?.postReceive ?? [];
	const preSend = routing.send?.preSend ?? [];
	return {
		...routing,
		send: {
			...routing.send,
			...(preSend.length > 0 ? { preSend: [checkedBeforeSending(preSend)] } : {}),
			paginate: true,
		},
		operations: { ...routing.operations, pagination: policyHook(extensions) },
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
