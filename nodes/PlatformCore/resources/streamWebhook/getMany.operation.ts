import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/search/webhooks: The webhooks the filtered stream delivers to. */
export const getAllOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get filtered stream webhook links',
	description: 'The webhooks the filtered stream delivers to',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/search/webhooks' },
		output: { postReceive: [dataItems] },
	}),
	fields: [],
};
