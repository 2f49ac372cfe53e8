import { postListFields, postListRouting } from '../../shared/postListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/reposts_of_me: reposts of the signed-in user's posts, newest first. */
export const repostsOfMeOperation: Operation = {
	name: 'Reposts of Me',
	value: 'repostsOfMe',
	action: 'Get reposts of my posts',
	description: 'List the reposts of your posts, newest first',
	acceptedAuthentication: USER,
	routing: postListRouting('/2/users/reposts_of_me', [], 100),
	fields: postListFields,
};
