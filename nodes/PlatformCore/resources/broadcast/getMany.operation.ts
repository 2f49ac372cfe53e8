import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/broadcasts/scheduled: your scheduled broadcasts, 100 a page. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get my scheduled broadcasts',
	description: 'List your scheduled broadcasts',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/broadcasts/scheduled' } },
		corePaging(100),
	),
	fields: returnAllOrLimit(),
};
