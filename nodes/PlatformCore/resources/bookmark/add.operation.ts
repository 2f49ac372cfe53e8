import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInBody, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { rules, validateParameters } from '../../../shared/validation';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';

/** POST /2/users/{id}/bookmarks: a post bookmarked (`bookmarked: true`, also when it was already). */
export const addOperation: Operation = {
	name: 'Add',
	value: 'add',
	action: 'Bookmark a post',
	description: 'Add a post to your bookmarks',
	// Adding and removing a bookmark takes an OAuth 2.0 user token only.
	acceptedAuthentication: OAUTH2_USER,
	sends: { body: ['post_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/bookmarks' },
		send: {
			preSend: [
				validateParameters({
					parameter: 'options.folderId',
					field: 'Folder ID',
					rules: [rules.id],
				}),
				postIdInBody('Post'),
				meInPath(),
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		postLocatorProperty('Post', 'any'),
		collection('Options', 'options', 'Add Option', [
			{
				displayName: 'Folder ID',
				name: 'folderId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 1146654567674912769',
				description:
					'ID of one of your bookmark folders to put the post in (from Bookmark > Folders); without it the post goes to your bookmarks only. Sent as folder_id.',
				routing: {
					send: { type: 'body', property: 'folder_id', value: '={{$value || undefined}}' },
				},
			},
		]),
	],
};
