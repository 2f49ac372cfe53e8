import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { listIdInBody, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/:id/followed_lists: Follow a list (the signed-in user, typed nowhere). */
export const followOperation: Operation = {
	name: 'Follow',
	value: 'follow',
	action: 'Follow a list',
	description: 'Follow a list',
	acceptedAuthentication: USER,
	sends: { body: ['list_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/followed_lists' },
		send: { preSend: [listIdInBody, meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty],
};
