import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/broadcasts/scheduled: your scheduled broadcasts, 100 a page. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get my scheduled broadcasts',
	description: 'List your scheduled broadcasts',
	acceptedAuthentication: USER,
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/broadcasts/scheduled' } },
		corePaging(100),
	),
	fields: returnAllOrLimit(),
};
