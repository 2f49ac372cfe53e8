import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { listFieldsProperty } from './listFields';
import { listExpansionProperties } from '../../../shared/fields/referredFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/pinned_lists: the lists the signed-in user pinned (one answer, no pages). */
export const pinnedOperation: Operation = {
	name: 'Pinned',
	value: 'pinned',
	action: 'Get my pinned lists',
	description: 'The lists you pinned',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/:id/pinned_lists' },
		send: { preSend: [meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listFieldsProperty, ...listExpansionProperties],
};
