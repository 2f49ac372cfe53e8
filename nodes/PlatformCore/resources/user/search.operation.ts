import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../../../shared/validation';
import { userListFields, userListRouting } from './userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** The query: 1 to 50 letters, digits, underscores, apostrophes or spaces. */
async function sendUserQuery(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const query = String(this.getNodeParameter('query', '')).trim();
	if (query === '') throw invalidField(this.getNode(), this.getItemIndex(), 'Query', 'is required');
	checkValue(this.getNode(), this.getItemIndex(), 'Query', query, [
		rules.matches(
			/^[A-Za-z0-9_' ]{1,50}$/,
			'1 to 50 letters, digits, underscores, apostrophes or spaces',
		),
	]);
	return { ...requestOptions, qs: { ...requestOptions.qs, query } };
}

/** GET /2/users/search: users whose name or username matches, 1,000 a page. */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search users',
	description: 'Find users by name or username',
	routing: userListRouting('/2/users/search', [sendUserQuery], 1000, 'next_token'),
	fields: [
		{
			displayName: 'Query',
			name: 'query',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. coffee roasters',
			description: 'Words to find in names and usernames, 1 to 50 characters',
		},
		...userListFields,
	],
};
