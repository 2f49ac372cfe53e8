import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInBody, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';

/** POST /2/users/{id}/bookmarks: a post bookmarked (`bookmarked: true`, also when it was already). */
export const addOperation: Operation = {
	name: 'Add',
	value: 'add',
	action: 'Bookmark a post',
	description: 'Add a post to your bookmarks',
	// Adding and removing a bookmark takes an OAuth 2.0 user token only.
	acceptedAuthentication: OAUTH2_USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/bookmarks' },
		send: { preSend: [postIdInBody('Post'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [postLocatorProperty('Post', 'any')],
};
