import { deletedItems } from '../../shared/dataItems';
import { postLocatorProperty } from '../../shared/postLocator';
import { onePostRouting } from './onePostRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/posts/{id}: removes one of the user's posts; answers `{deleted: true}`. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a post',
	description: 'Delete one of your posts',
	acceptedAuthentication: USER,
	routing: onePostRouting('DELETE', deletedItems),
	fields: [postLocatorProperty('Post', 'own')],
};
