import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodeExecutionData,
	INodePropertyRouting,
} from 'n8n-workflow';

import { executeWithPolicy } from './executeWithPolicy';
import { failOnHttpError, itemsFromBody, readBodyExactly } from './failOnHttpError';
import { postReceiveInSequence } from './inSequence';
import { guardReader } from './readerGuard';
import { answeredOrThrown, checkedBeforeSending, throwKeptRefusal } from './toolRefusals';

/**
 * Routing for one declarative operation: its checks before sending (preSend), which keep a
 * refusal for the hook (toolRefusals.ts); its request, sent by the one hook, policyHook (below),
 * with the extensions the operation declares (a list's pages, a look-up before a create,
 * explained statuses); its answer read with 64-bit IDs exact (readBodyExactly in
 * failOnHttpError.ts), failed answers turned into errors that keep their headers (same file),
 * and readers of the answer guarded so that an answer they cannot read is reported as such
 * (readerGuard.ts).
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

/** What n8n hands the hook: the item's request, prepared and checked. */
export type RequestData = DeclarativeRestApiSettings.ResultOptions;

/** A step of the hook that sends, or reads, an item's request and gives back its items. */
export type Executor = (
	this: IExecutePaginationFunctions,
	requestData: RequestData,
) => Promise<INodeExecutionData[]>;

/** What an error of the platform carries, as an explanation reads and changes it. */
export interface FailedCall {
	httpCode?: string | null;
	message: string;
	description?: string | null;
	errorResponse?: { code?: unknown };
}

/** Changes a failed call's message in place (it is thrown on either way), seeing what was sent. */
export type ErrorExplanation = (
	failed: FailedCall,
	sent: RequestData,
	context: IExecutePaginationFunctions,
) => void;

/**
 * The named extension points of the one hook every operation's request goes through. An operation
 * declares the ones it needs beside its request (policyRouting above); the hook runs them in
 * this order.
 */
export interface RoutingExtensions {
	/**
	 * What is looked up before a create: a record found is the item's answer, and nothing is sent
	 * (nodes/PlatformAds/shared/findBeforeCreate.ts).
	 */
	findBeforeCreate?: (
		this: IExecutePaginationFunctions,
		requestData: RequestData,
	) => Promise<INodeExecutionData[] | undefined>;
	/**
	 * How the request is sent, in place of once: a list walks its pages (listRouting.ts), an
	 * operation written as code runs its code (codeRouting.ts). Each request goes through
	 * executeWithPolicy.
	 */
	send?: Executor;
	/** What the items say once read (a custom audience's targetability, explained). */
	readItems?: (items: INodeExecutionData[]) => INodeExecutionData[];
	/** How a failed answer's status is explained (nodes/PlatformAds/shared/explainStatus.ts). */
	explainErrors?: ErrorExplanation[];
}

/**
 * The pagination hook of every operation (see policyRouting above for why that hook). A check that
 * refused the item before sending (toolRefusals.ts) is thrown here, so that every error leaves
 * through one exit: answeredOrThrown, which throws it to n8n or, when the node runs as a tool that
 * continues on errors, answers it to the model.
 */
export function policyHook(extensions: RoutingExtensions = {}): Executor {
	return async function sendThroughPolicy(requestData) {
		try {
			throwKeptRefusal(requestData.options);
			return await withExtensions.call(this, extensions, requestData);
		} catch (error) {
			return answeredOrThrown(this, error);
		}
	};
}

async function withExtensions(
	this: IExecutePaginationFunctions,
	{ findBeforeCreate, send = executeWithPolicy, readItems, explainErrors = [] }: RoutingExtensions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	const found = findBeforeCreate ? await findBeforeCreate.call(this, requestData) : undefined;
	if (found) return found;
	const items = await send.call(this, requestData).catch((error: unknown) => {
		if (error) for (const explain of explainErrors) explain(error as FailedCall, requestData, this);
		throw error;
	});
	return readItems ? readItems(items) : items;
}
