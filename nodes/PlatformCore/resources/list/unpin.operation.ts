import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/:id/pinned_lists/:list_id: Unpin a list (the signed-in user, typed nowhere). */
export const unpinOperation: Operation = {
	name: 'Unpin',
	value: 'unpin',
	action: 'Unpin a list',
	description: 'Unpin a list',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/users/:id/pinned_lists/:list_id' },
		send: { preSend: [listIdInPath(':list_id'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty],
};
