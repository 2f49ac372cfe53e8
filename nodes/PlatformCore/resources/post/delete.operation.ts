import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/posts/{id}: removes one of the user's posts; answers `{deleted: true}`. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a post',
	description: 'Delete one of your posts',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/posts/:id' },
		send: { preSend: [postIdInPath('Post')] },
		output: { postReceive: [deletedItems] },
	}),
	fields: [postLocatorProperty('Post', 'own')],
};
