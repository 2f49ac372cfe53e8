import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

import { checkValue, rules } from '../../../shared/validation';

/** The optional user_id (long) of catalog list and create; the authenticated user when left out. */
export function userIdOption(description: string): INodeProperties {
	return {
		displayName: 'User ID',
		name: 'userId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 756201191646691328',
		description,
		routing: { send: { type: 'query', property: 'user_id' } },
	};
}

/**
 * preSend checking the optional user_id (a long) of a collection; validateParameters cannot, as
 * it reads a parameter without a fallback and an option not added is no parameter at all.
 */
export function checkUserId(collection: string) {
	return async function checkUserIdOption(this: IExecuteSingleFunctions, request: IHttpRequestOptions): Promise<IHttpRequestOptions> {
		checkValue(this.getNode(), this.getItemIndex(), 'User ID', this.getNodeParameter(`${collection}.userId`, ''), [rules.id]);
		return request;
	};
}
