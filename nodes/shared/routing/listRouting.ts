import type {
	IDataObject,
	IDisplayOptions,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
	INodePropertyRouting,
} from 'n8n-workflow';

import { listRecords } from './answerShapes';
import { executeWithPolicy } from './executeWithPolicy';
import { policyRouting, type Executor, type RoutingExtensions } from './policyRouting';
import { UnexpectedAnswerError } from '../transport/unexpectedAnswer';
import { wantsFullResponse } from '../descriptions/output';
import { withAmountsInCurrency } from '../ads/money';

/** How one list endpoint pages (spec: core `meta.next_token`, ads `next_cursor`). */
export interface ListPaging {
	/**
	 * Query parameter that carries the page size: `max_results` (core) or `count` (ads); left
	 * out for an endpoint that names none (GET /12/product_catalogs), so the platform's is used.
	 */
	pageSizeParameter?: string;
	/** The largest page the endpoint allows; Return All always asks for it. */
	maxPageSize: number;
	/** The smallest page the endpoint accepts (core search: 10); a smaller Limit is cut locally. */
	minPageSize?: number;
	/** Query parameter that asks for the next page: `pagination_token` or `cursor`. */
	tokenParameter: string;
	/** Where the answer names the next page. */
	nextToken(body: IDataObject): string | undefined;
	/** The records of one answer; `body.data` by default. */
	records?(body: IDataObject): IDataObject[];
	/**
	 * The operation has the Output field: Full Response returns each answer whole (ads: `request`,
	 * `next_cursor`, `total_count`) instead of one item per record.
	 */
	fullResponseOption?: boolean;
}

/** Core v2 lists: `max_results`, `pagination_token`, `meta.next_token`. */
export function corePaging(maxPageSize: number, minPageSize = 1): ListPaging {
	return {
		pageSizeParameter: 'max_results',
		maxPageSize,
		minPageSize,
		tokenParameter: 'pagination_token',
		nextToken: (body) => (body.meta as IDataObject | undefined)?.next_token as string | undefined,
	};
}

/**
 * Ads v12 lists: `count`, `cursor`, `next_cursor`; each record with its amounts in micros also in
 * currency units, as a single record is read (envelope.ts). Full Response keeps the page as sent.
 */
export function adsPaging(maxPageSize: number, fullResponseOption = false): ListPaging {
	return {
		pageSizeParameter: 'count',
		maxPageSize,
		tokenParameter: 'cursor',
		nextToken: (body) => (body.next_cursor as string | null | undefined) ?? undefined,
		records: (body) => listRecords(body).map(withAmountsInCurrency),
		fullResponseOption,
	};
}

/**
 * Routing of a list operation with Return All / Limit: the request goes through the same hook
 * and executor as every operation (retries, rate-limit waits, error mapping), once per page,
 * asking for the largest page the endpoint allows (or what is left of Limit), until the limit is reached
 * or the platform names no next page. The operation declares no postReceive of its own: the
 * executor reads each answer whole to find the next token, once requireListAnswer has checked
 * that it is a page of a list. An operation may declare other extensions of the hook, or walk
 * its pages otherwise (`send`: mergedListRouting.ts).
 */
export function listRouting(
	routing: INodePropertyRouting,
	paging: ListPaging,
	extensions: RoutingExtensions = {},
): INodePropertyRouting {
	return policyRouting(
		{ ...routing, output: { postReceive: [requireListAnswer] } },
		{ send: walkingPages(paging), ...extensions },
	);
}

/** How a list is sent (the hook's `send`): page after page, each through executeWithPolicy. */
export function walkingPages(paging: ListPaging): Executor {
	return async function walkPages(requestData) {
		const returnAll = this.getNodeParameter('returnAll', false) as boolean;
		const limit = returnAll ? Infinity : (this.getNodeParameter('limit', 50) as number);
		const envelope = paging.fullResponseOption ? wantsFullResponse(this) : false;
		const records = paging.records ?? listRecords;
		const output: INodeExecutionData[] = [];
		let collected = 0;
		let token: string | undefined;
		do {
			const pageSize = Math.max(
				paging.minPageSize ?? 1,
				Math.min(paging.maxPageSize, limit - collected),
			);
			const qs: IDataObject = { ...requestData.options.qs };
			if (paging.pageSizeParameter) qs[paging.pageSizeParameter] = pageSize;
			if (token !== undefined) qs[paging.tokenParameter] = token;
			const answers = await executeWithPolicy.call(this, {
				...requestData,
				options: { ...requestData.options, qs },
			});
			const answer = answers[0]?.json;
			const body = (
				answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {}
			) as IDataObject;
			const page = records(body).slice(0, limit - collected);
			collected += page.length;
			if (envelope) output.push({ json: body });
			else output.push(...page.map((json) => ({ json })));
			const next = paging.nextToken(body);
			// A next page named by an answer that is not text (or the same again) cannot be followed.
			token = typeof next === 'string' && next !== '' && next !== token ? next : undefined;
		} while (token !== undefined && collected < limit);
		return output;
	};
}

/**
 * A page of a list is an object with `data` (the records) or `meta` (a core list without
 * results); anything else (an empty body, other JSON) is an answer the list cannot be read from.
 * Checked as a postReceive, inside the transport, so the error names the call and the answer.
 */
async function requireListAnswer(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body;
	if (
		body &&
		typeof body === 'object' &&
		!Array.isArray(body) &&
		('data' in body || 'meta' in body)
	)
		return items;
	throw new UnexpectedAnswerError(
		'expected a page of the list, with `data` (or `meta` when nothing matched)',
		{
			status: response.statusCode,
			body,
		},
	);
}

/**
 * Return All and Limit. An operation's own fields need no `show`: describeResource adds the
 * resource and operation.
 */
export function returnAllOrLimit(show: IDisplayOptions['show'] = {}): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			displayOptions: { show },
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			displayOptions: { show: { ...show, returnAll: [false] } },
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
		},
	];
}
