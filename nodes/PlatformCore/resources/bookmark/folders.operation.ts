import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/bookmarks/folders: the signed-in user's bookmark folders. */
export const foldersOperation: Operation = {
	name: 'Folders',
	value: 'folders',
	action: 'Get my bookmark folders',
	description: 'List your bookmark folders',
	acceptedAuthentication: USER,
	routing: listRouting(
		{
			request: { method: 'GET', url: '/2/users/:id/bookmarks/folders' },
			send: { preSend: [meInPath()] },
		},
		corePaging(100),
	),
	fields: returnAllOrLimit(),
};
