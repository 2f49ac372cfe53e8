import type { INodeProperties } from 'n8n-workflow';

import { rules, validateParameters } from '../../../shared/validation';

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

/** preSend: the User ID of the given collection, when added, is a numeric id. */
export const checkUserId = (collection: string) =>
	validateParameters({ parameter: `${collection}.userId`, field: 'User ID', rules: [rules.id] });
