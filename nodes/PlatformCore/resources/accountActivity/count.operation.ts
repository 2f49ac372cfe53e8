import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/account_activity/subscriptions/count: How many account activity subscriptions the app has, and how many it may have. */
export const countOperation: Operation = {
	name: 'Count',
	value: 'count',
	action: 'Count account activity subscriptions',
	description: 'How many account activity subscriptions the app has, and how many it may have',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/account_activity/subscriptions/count' },
		output: { postReceive: [dataItems] },
	}),
	fields: [],
};
