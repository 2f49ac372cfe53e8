import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';

/** The folder's name: 1 to 25 characters. */
async function sendFolderName(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const name = String(this.getNodeParameter('name', '')).trim();
	if (name === '') throw invalidField(this.getNode(), this.getItemIndex(), 'Name', 'is required');
	checkValue(this.getNode(), this.getItemIndex(), 'Name', name, [rules.chars(1, 25)]);
	return { ...requestOptions, body: { name } };
}

/** POST /2/users/{id}/bookmarks/folders: a new bookmark folder. */
export const createFolderOperation: Operation = {
	name: 'Create Folder',
	value: 'createFolder',
	action: 'Create a bookmark folder',
	description: 'Create a folder for your bookmarks',
	acceptedAuthentication: OAUTH2_USER,
	sends: { body: ['name'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/bookmarks/folders' },
		send: { preSend: [sendFolderName, meInPath()] },
		output: { postReceive: [recordItems('the new folder')] },
	}),
	fields: [
		requiredText('Name', 'name', 'The folder name, 1 to 25 characters', 'e.g. Campaign ideas'),
	],
};
