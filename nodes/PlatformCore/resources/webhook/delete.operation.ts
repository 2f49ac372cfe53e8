import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { webhookDataWithId } from '../../shared/webhookOutput';
import { webhookIdCheck, webhookInPath } from '../../shared/webhookLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH1_OR_APP } from '../../../shared/authenticationKinds';

/** DELETE /2/webhooks/{webhook_id}. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook configuration; the platform stops delivering to it',
	acceptedAuthentication: OAUTH1_OR_APP,
	requests: 'DELETE /2/webhooks/{webhook_id}',
	routing: policyRouting({
		request: { method: 'DELETE' },
		send: { preSend: [validateParameters(webhookIdCheck('webhookId', true))] },
		output: { postReceive: [webhookDataWithId] },
	}),
	fields: webhookInPath('delete', 'The webhook to delete'),
};
