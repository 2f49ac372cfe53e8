import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { webhookField, webhookIdInPath } from '../../shared/webhookField';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/posts/search/webhooks/:webhook_id: Stop delivering matching posts to a webhook. */
export const unlinkOperation: Operation = {
	name: 'Unlink',
	value: 'unlink',
	action: 'Unlink the filtered stream from a webhook',
	description: 'Stop delivering matching posts to a webhook',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/posts/search/webhooks/:webhook_id' },
		send: { preSend: [webhookIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [webhookField],
};
