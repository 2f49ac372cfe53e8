import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { subscriptionIdCheck, subscriptionIdProperty } from './subscriptionFields';
import { deletedSubscription } from './subscriptionOutput';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/activity/subscriptions/{subscription_id}. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an activity subscription',
	description: 'Delete one subscription; needs the App-Only or Bearer Token authentication',
	acceptedAuthentication: APP,
	requests: 'DELETE /2/activity/subscriptions/{subscription_id}',
	routing: policyRouting({
		request: { method: 'DELETE' },
		send: { preSend: [validateParameters(subscriptionIdCheck)] },
		output: { postReceive: [deletedSubscription] },
	}),
	fields: [subscriptionIdProperty],
};
