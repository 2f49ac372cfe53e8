import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { webhookIdField, webhookIdInPath } from '../../shared/webhookField';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/account_activity/webhooks/:webhook_id/subscriptions/all: Whether the activity of the signed-in user goes to a webhook. */
export const checkSubscriptionOperation: Operation = {
	name: 'Check Subscription',
	value: 'checkSubscription',
	action: 'Check my account activity subscription',
	description: 'Whether the activity of the signed-in user goes to a webhook',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/account_activity/webhooks/:webhook_id/subscriptions/all' },
		send: { preSend: [webhookIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [webhookIdField],
};
