import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { webhookDataWithId } from '../../shared/webhookOutput';
import { webhookIdCheck, webhookInPath } from '../../shared/webhookLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /2/webhooks/{webhook_id}. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook configuration; the platform stops delivering to it',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'appOnly', 'bearerToken'],
	requests: 'DELETE /2/webhooks/{webhook_id}',
	routing: policyRouting({
		request: { method: 'DELETE' },
		send: { preSend: [validateParameters(webhookIdCheck('webhookId', true))] },
		output: { postReceive: [webhookDataWithId] },
	}),
	fields: webhookInPath('delete', 'The webhook to delete'),
};
