import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { emptyJsonBody } from '../../../shared/routing/preSend';
import { webhookIdField, webhookIdInPath } from '../../shared/webhookField';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/account_activity/webhooks/:webhook_id/subscriptions/all: Send the account activity of the signed-in user (posts, mentions, likes, follows, direct messages) to a webhook. */
export const subscribeOperation: Operation = {
	name: 'Subscribe',
	value: 'subscribe',
	action: 'Subscribe my account to a webhook',
	description:
		'Send the account activity of the signed-in user (posts, mentions, likes, follows, direct messages) to a webhook',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/account_activity/webhooks/:webhook_id/subscriptions/all' },
		// The platform requires a JSON body here; it names nothing beyond the path.
		send: { preSend: [webhookIdInPath, emptyJsonBody] },
		output: { postReceive: [dataItems] },
	}),
	fields: [webhookIdField],
};
