import { type IExecuteSingleFunctions, type IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { userExpansionProperties } from '../../../shared/fields/referredFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';
import { USERNAME } from '../../../shared/patterns';

/** A username as the platform takes it: 1 to 15 letters, digits or underscores (a leading @ is dropped). */
async function usernameInPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const typed = String(this.getNodeParameter('username', '')).trim();
	const username = typed.replace(/^@/, '');
	if (username === '')
		throw invalidField(this.getNode(), this.getItemIndex(), 'Username', 'is required');
	checkValue(this.getNode(), this.getItemIndex(), 'Username', typed, [
		rules.matches(USERNAME, '1 to 15 letters, digits or underscores'),
	]);
	return { ...requestOptions, url: requestOptions.url.replace(':username', username) };
}

/** GET /2/users/by/username/{username}: one user by username. */
export const getByUsernameOperation: Operation = {
	name: 'Get by Username',
	value: 'getByUsername',
	action: 'Get a user by username',
	description: 'Look up one user by username',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/by/username/:username' },
		send: { preSend: [usernameInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'Username',
			'username',
			'The username, with or without the leading @',
			'e.g. platformdev',
		),
		userFieldsProperty,
		...userExpansionProperties,
	],
};
