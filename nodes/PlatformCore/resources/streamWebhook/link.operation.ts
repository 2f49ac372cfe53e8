import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { webhookField, webhookIdInPath } from '../../shared/webhookField';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** POST /2/posts/search/webhooks/:webhook_id: Deliver every post matching your stream rules to a webhook, signed. */
export const linkOperation: Operation = {
	name: 'Link',
	value: 'link',
	action: 'Link the filtered stream to a webhook',
	description: 'Deliver every post matching your stream rules to a webhook, signed',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/posts/search/webhooks/:webhook_id' },
		send: { preSend: [webhookIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [webhookField],
};
