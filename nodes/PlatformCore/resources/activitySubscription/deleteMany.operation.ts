import { policyRouting } from '../../../shared/routing/policyRouting';
import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import { deletedSubscriptions } from './subscriptionOutput';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/activity/subscriptions?ids=a,b (1 to 100 ids, reference). */
export const deleteManyOperation: Operation = {
	name: 'Delete Many',
	value: 'deleteMany',
	action: 'Delete many activity subscriptions',
	description:
		'Delete up to 100 subscriptions in one request, one output item per ID; needs the App-Only or Bearer Token authentication',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/activity/subscriptions' },
		send: {
			preSend: [
				validateParameters({
					parameter: 'subscriptionIds',
					field: 'Subscription IDs',
					rules: [rules.entries(1, 100), rules.ids],
					required: true,
				}),
			],
		},
		output: { postReceive: [deletedSubscriptions] },
	}),
	fields: [
		{
			displayName: 'Subscription IDs',
			name: 'subscriptionIds',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 1146654567674912769, 1146654567674912770',
			description: 'Comma-separated IDs of the subscriptions to delete (1 to 100)',
			routing: {
				send: {
					type: 'query',
					property: 'ids',
					value: JOINED_LIST,
				},
			},
		},
	],
};
