import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { webhookField, webhookIdInPath } from '../../shared/webhookField';
import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all: Stop sending the account activity of a user to a webhook. */
export const unsubscribeOperation: Operation = {
	name: 'Unsubscribe',
	value: 'unsubscribe',
	action: 'Unsubscribe a user from a webhook',
	description: 'Stop sending the account activity of a user to a webhook',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: {
			method: 'DELETE',
			url: '/2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all',
		},
		send: { preSend: [webhookIdInPath, userIdInPath('user', 'User', ':user_id')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		webhookField,
		userLocatorProperty(
			'User',
			'user',
			'The subscribed user: Me (the signed-in user), a username, an ID or a profile link',
		),
	],
};
