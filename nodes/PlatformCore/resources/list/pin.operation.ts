import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { listIdInBody, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/:id/pinned_lists: Pin a list to the top of your lists (the signed-in user, typed nowhere). */
export const pinOperation: Operation = {
	name: 'Pin',
	value: 'pin',
	action: 'Pin a list',
	description: 'Pin a list to the top of your lists',
	acceptedAuthentication: USER,
	sends: { body: ['list_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/pinned_lists' },
		send: { preSend: [listIdInBody, meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty],
};
