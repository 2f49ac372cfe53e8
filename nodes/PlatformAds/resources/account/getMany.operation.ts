import { updateDisplayOptions, type INodeProperties, type INodePropertyOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';

/** GET /12/accounts: the ads accounts the credential can reach, one item per account. */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many accounts',
	description: 'List the ads accounts the credential can access',
	routing: policyRouting({
		request: { method: 'GET', url: '/12/accounts' },
		output: { postReceive: [{ type: 'rootProperty', properties: { property: 'data' } }] },
	}),
};

export const getManyFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getAll'] } },
	[
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			routing: { send: { type: 'query', property: 'count' } },
		},
	],
);
