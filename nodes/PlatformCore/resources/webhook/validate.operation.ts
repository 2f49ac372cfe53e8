import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { webhookDataWithId } from '../../shared/webhookOutput';
import { webhookIdCheck, webhookInPath } from '../../shared/webhookLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH1_OR_APP } from '../../../shared/authenticationKinds';

/** PUT /2/webhooks/{webhook_id}: asks the platform to run the challenge (CRC) again. */
export const validateOperation: Operation = {
	name: 'Validate',
	value: 'validate',
	action: 'Validate a webhook',
	description:
		'Ask the platform to run the challenge (CRC) against the webhook again; re-enables a webhook that failed it',
	acceptedAuthentication: OAUTH1_OR_APP,
	requests: 'PUT /2/webhooks/{webhook_id}',
	routing: policyRouting({
		request: { method: 'PUT' },
		send: { preSend: [validateParameters(webhookIdCheck('webhookId', true))] },
		output: { postReceive: [webhookDataWithId] },
	}),
	fields: webhookInPath('validate', 'The webhook to check again'),
};
