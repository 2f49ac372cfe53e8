import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { communityFieldsProperty } from './communityFields';
import type { Operation } from '../../../shared/descriptions/resource';

/** The query: 1 to 4,096 characters. */
async function sendCommunityQuery(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const query = String(this.getNodeParameter('query', '')).trim();
	if (query === '') throw invalidField(this.getNode(), this.getItemIndex(), 'Query', 'is required');
	checkValue(this.getNode(), this.getItemIndex(), 'Query', query, [rules.chars(1, 4096)]);
	return { ...requestOptions, qs: { ...requestOptions.qs, query } };
}

/** GET /2/communities/search: communities matching words, 100 a page (at least 10). */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search communities',
	description: 'Find communities by words in their name or description',
	routing: listRouting(
		{
			request: { method: 'GET', url: '/2/communities/search' },
			send: { preSend: [sendCommunityQuery] },
		},
		{ ...corePaging(100, 10), tokenParameter: 'next_token' },
	),
	fields: [
		{
			displayName: 'Query',
			name: 'query',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. marketing',
			description: 'Words to find, 1 to 4,096 characters',
		},
		...returnAllOrLimit(),
		communityFieldsProperty,
	],
};
