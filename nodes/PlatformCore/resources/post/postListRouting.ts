import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyRouting,
} from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import type { PreSend } from '../../../shared/routing/preSend';
import { OUTPUT_PARAMETER, postsWithExpansions } from './expansions';
import { lookupFieldsProperties } from './lookupFields';

type Pagination = (
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
) => Promise<INodeExecutionData[]>;

/**
 * A list of posts (search, a user's posts, mentions, quotes, bookmarks...) with Return All /
 * Limit: pages of the largest max_results the endpoint allows (a Limit below its smallest page is
 * cut locally) following meta.next_token. Each post comes with its expanded objects merged in,
 * or, with the Full Response output, each page whole.
 */
export function postListRouting(
	url: string,
	preSend: PreSend[],
	maxPageSize: number,
	minPageSize = 1,
): INodePropertyRouting {
	const request: INodePropertyRouting = {
		request: { method: 'GET', url },
		...(preSend.length ? { send: { preSend } } : {}),
	};
	const paging = corePaging(maxPageSize, minPageSize);
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

/** Return All, Limit and the post lookup's fields, expansions and output. */
export const postListFields: INodeProperties[] = [...returnAllOrLimit(), ...lookupFieldsProperties];
