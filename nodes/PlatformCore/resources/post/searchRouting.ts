import type { IDataObject, INodePropertyRouting } from 'n8n-workflow';

import { listRecords } from '../../../shared/routing/answerShapes';
import { executeWithPolicy } from '../../../shared/routing/executeWithPolicy';
import type { Executor } from '../../../shared/routing/policyRouting';
import { policyRouting } from '../../../shared/routing/policyRouting';
import { postListRouting } from '../../shared/postListRouting';
import { sendSearchQuery } from '../../../shared/fields/searchQuery';

/**
 * Search (GET /2/posts/search/recent|all): a list of posts (postListRouting.ts) with the query
 * and filters, at the largest max_results the endpoint allows (recent 100, the full archive 500)
 * and at least 10.
 */
export function searchRouting(url: string, maxPageSize: number): INodePropertyRouting {
	return postListRouting(url, [sendSearchQuery], maxPageSize, 10);
}

/**
 * Counts (GET /2/posts/counts/recent|all): every page of buckets (a page covers a limited span;
 * meta.next_token names the next), as one item: the summed total_post_count and all buckets.
 */
export function countRouting(url: string): INodePropertyRouting {
	return policyRouting(
		{ request: { method: 'GET', url }, send: { preSend: [sendSearchQuery] } },
		{ send: countAllPages },
	);
}

const countAllPages: Executor = async function (requestData) {
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
};
