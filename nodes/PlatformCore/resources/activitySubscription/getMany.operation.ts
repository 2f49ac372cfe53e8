import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/activity/subscriptions: max_results 1 to 1000, pagination_token. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many activity subscriptions',
	description: "List the app's activity subscriptions, one item each",
	acceptedAuthentication: ANY,
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/activity/subscriptions' } },
		corePaging(1000),
	),
	fields: returnAllOrLimit(),
};
