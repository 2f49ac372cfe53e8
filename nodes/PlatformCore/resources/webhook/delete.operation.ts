import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { webhookDataWithId } from './webhookOutput';
import { webhookIdCheck, webhookInPath } from './webhookLocator';

/** DELETE /2/webhooks/{webhook_id}. */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook configuration; the platform stops delivering to it',
	routing: policyRouting({
		request: { method: 'DELETE' },
		send: { preSend: [validateParameters(webhookIdCheck('webhookId', true))] },
		output: { postReceive: [webhookDataWithId] },
	}),
};

export const deleteFields: INodeProperties[] = webhookInPath('delete', 'The webhook to delete');
