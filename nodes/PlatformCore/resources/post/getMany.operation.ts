import { type IExecuteSingleFunctions, type IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, joinedList, listOf, rules } from '../../../shared/validation';
import { postsOutput } from '../../../shared/fields/expansions';
import { lookupFieldsProperties } from '../../../shared/fields/lookupFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** The `ids` query parameter: 1 to 100 post ids, from a comma-separated list or an array. */
async function sendPostIds(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const value = this.getNodeParameter('postIds', '') as string | string[];
	const ids = listOf(value);
	if (ids.length === 0)
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Post IDs',
			'needs at least one post ID',
		);
	checkValue(this.getNode(), this.getItemIndex(), 'Post IDs', ids, [
		rules.entries(1, 100),
		rules.ids,
	]);
	return { ...requestOptions, qs: { ...requestOptions.qs, ids: joinedList(ids) } };
}

/**
 * GET /2/posts?ids=: up to 100 posts in one request. Posts that do not exist are left out;
 * the Full Response output shows them under `errors`.
 */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getMany',
	action: 'Get many posts by ID',
	description: 'Look up to 100 posts by their IDs in one request',
	acceptedAuthentication: ANY,
	sends: { query: ['ids'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts' },
		send: { preSend: [sendPostIds] },
		output: { postReceive: [postsOutput] },
	}),
	fields: [
		requiredText(
			'Post IDs',
			'postIds',
			'Comma-separated post IDs, at most 100 (an expression may also return an array of IDs)',
			'e.g. 1346889436626259968,1346889436626259969',
		),
		...lookupFieldsProperties,
	],
};
