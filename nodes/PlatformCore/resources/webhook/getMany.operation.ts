import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/webhooks: the app's webhook configurations, one item each (the platform does not page them). */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many webhooks',
	description:
		"List the app's webhook configurations (all of them: the platform does not page this list)",
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/webhooks' },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{
			...fieldListProperty(
				'Webhook Fields',
				'webhookFields',
				'webhook_config.fields',
				['created_at', 'url', 'valid'],
				'Fields of each webhook besides its ID. None selected sends no webhook_config.fields parameter.',
			),
			displayOptions: { show: { resource: ['webhook'], operation: ['getAll'] } },
		},
	],
};
