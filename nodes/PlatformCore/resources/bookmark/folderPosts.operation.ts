import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { folderIdInPath, folderLocatorProperty } from './folderLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/bookmarks/folders/{folder_id}: the posts in one bookmark folder (their IDs). */
export const folderPostsOperation: Operation = {
	name: 'Folder Posts',
	value: 'folderPosts',
	action: 'Get posts in a bookmark folder',
	description: 'List the posts in one of your bookmark folders',
	acceptedAuthentication: USER,
	routing: listRouting(
		{
			request: { method: 'GET', url: '/2/users/:id/bookmarks/folders/:folder_id' },
			send: { preSend: [folderIdInPath, meInPath()] },
		},
		corePaging(100),
	),
	fields: [folderLocatorProperty, ...returnAllOrLimit()],
};
