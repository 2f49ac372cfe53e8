import { postLocatorProperty, removeMyMark } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/{id}/likes/{post_id}: the signed-in user's like taken back (`liked: false`). */
export const unlikeOperation: Operation = {
	name: 'Unlike',
	value: 'unlike',
	action: 'Unlike a post',
	description: "Take back the signed-in user's like of a post",
	acceptedAuthentication: USER,
	routing: removeMyMark('/2/users/:id/likes/:post_id'),
	fields: [postLocatorProperty('Post', 'any')],
};
