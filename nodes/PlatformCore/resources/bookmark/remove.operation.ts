import { postLocatorProperty, removeMyMark } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/{id}/bookmarks/{post_id}: a post taken out of the bookmarks. */
export const removeOperation: Operation = {
	name: 'Remove',
	value: 'remove',
	action: 'Remove a bookmark',
	description: 'Remove a post from your bookmarks',
	// Adding and removing a bookmark takes an OAuth 2.0 user token only.
	acceptedAuthentication: OAUTH2_USER,
	routing: removeMyMark('/2/users/:id/bookmarks/:post_id'),
	fields: [postLocatorProperty('Post', 'any')],
};
