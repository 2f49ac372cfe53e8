import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { webhookField, webhookIdInPath } from '../../shared/webhookField';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/account_activity/webhooks/:webhook_id/subscriptions/all/list: The users whose account activity goes to a webhook. */
export const getAllOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get account activity subscriptions',
	description: 'The users whose account activity goes to a webhook',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: {
			method: 'GET',
			url: '/2/account_activity/webhooks/:webhook_id/subscriptions/all/list',
		},
		send: { preSend: [webhookIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [webhookField],
};
