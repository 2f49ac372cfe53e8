import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	INodeExecutionData,
	INodePropertyRouting,
} from 'n8n-workflow';

import { listRecords } from '../../../shared/routing/answerShapes';
import { executeWithPolicy } from '../../../shared/routing/executeWithPolicy';
import { corePaging, listRouting } from '../../../shared/routing/listRouting';
import { policyRouting } from '../../../shared/routing/policyRouting';
import { OUTPUT_PARAMETER, postsWithExpansions } from './expansions';
import { sendSearchQuery } from './searchQuery';

type Pagination = (
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
) => Promise<INodeExecutionData[]>;

/**
 * Search (GET /2/posts/search/recent|all) with Return All / Limit: pages of the largest
 * max_results the endpoint allows (recent 100, the full archive 500; at least 10: a smaller Limit
 * is cut locally) following meta.next_token. Each post comes
 * with its expanded objects merged in, or, with the Full Response output, each page whole.
 */
export function searchRouting(url: string, maxPageSize: number): INodePropertyRouting {
	const request: INodePropertyRouting = {
		request: { method: 'GET', url },
		send: { preSend: [sendSearchQuery] },
	};
	const paging = corePaging(maxPageSize, 10);
	const merged = listRouting(request, { ...paging, records: postsWithExpansions });
	// Only used when Output is "response": listRouting reads the parameter as "envelope on".
	const whole = listRouting(request, { ...paging, envelopeParameter: OUTPUT_PARAMETER });
	const pageMerged = merged.operations?.pagination as Pagination;
	const pageWhole = whole.operations?.pagination as Pagination;
	return {
		...merged,
		operations: {
			...merged.operations,
			async pagination(
				this: IExecutePaginationFunctions,
				requestData: DeclarativeRestApiSettings.ResultOptions,
			) {
				const full = this.getNodeParameter(OUTPUT_PARAMETER, 'merged') === 'response';
				return await (full ? pageWhole : pageMerged).call(this, requestData);
			},
		},
	};
}

/**
 * Counts (GET /2/posts/counts/recent|all): every page of buckets (a page covers a limited span;
 * meta.next_token names the next), as one item: the summed total_post_count and all buckets.
 */
export function countRouting(url: string): INodePropertyRouting {
	const routed = policyRouting({
		request: { method: 'GET', url },
		send: { preSend: [sendSearchQuery] },
	});
	return { ...routed, operations: { ...routed.operations, pagination: countAllPages } };
}

async function countAllPages(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const buckets: IDataObject[] = [];
	let total = 0;
	let token: string | undefined;
	do {
		const qs: IDataObject = {
			...requestData.options.qs,
			...(token === undefined ? {} : { pagination_token: token }),
		};
		const [answer] = await executeWithPolicy.call(this, {
			...requestData,
			options: { ...requestData.options, qs },
		});
		const body = (
			answer?.json && typeof answer.json === 'object' ? answer.json : {}
		) as IDataObject;
		const meta = (body.meta && typeof body.meta === 'object' ? body.meta : {}) as IDataObject;
		buckets.push(...listRecords(body));
		total += Number(meta.total_post_count) || 0;
		const next = meta.next_token;
		token = typeof next === 'string' && next !== '' && next !== token ? next : undefined;
	} while (token !== undefined);
	return [{ json: { total_post_count: total, data: buckets } }];
}
