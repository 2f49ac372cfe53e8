import type { INodeProperties } from 'n8n-workflow';

import { idInBody, idInPath } from './idInPath';
import { listMode, numericIdMode, urlMode } from './locatorModes';
import { signedInUserPicker } from '../users/authenticatedUser';
import { LIST_URL_PATTERN } from '../patterns';

/** The list an operation works on: one of yours from the list, its ID, or its link. */
export const listLocatorProperty: INodeProperties = {
	displayName: 'List',
	name: 'listId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	modes: [
		listMode('Select one of your lists...', 'searchLists'),
		numericIdMode('list', 'e.g. 1146654567674912769'),
		urlMode(
			'e.g. https://example.com/i/lists/1146654567674912769',
			LIST_URL_PATTERN,
			'Not a list link (…/i/lists/<id>)',
		),
	],
	description: 'The list: one of yours, its ID, or its link',
};

/** preSend: the list's id in place of `placeholder` (`:id`). */
export const listIdInPath = (placeholder = ':id') =>
	idInPath('listId', 'List', LIST_URL_PATTERN, placeholder);

/** preSend: the list's id in the JSON body as `list_id`. */
export const listIdInBody = idInBody('listId', 'List', 'list_id', LIST_URL_PATTERN);

/** The "From List" mode: the lists the signed-in user owns (GET /2/users/{id}/owned_lists). */
export const searchLists = signedInUserPicker((id) => `/2/users/${id}/owned_lists`);
