import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/lists/{id}: one of your lists deleted. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a list',
	description: 'Delete one of your lists',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/lists/:id' },
		send: { preSend: [listIdInPath()] },
		output: { postReceive: [deletedItems] },
	}),
	fields: [listLocatorProperty],
};
