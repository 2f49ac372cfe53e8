import { updateDisplayOptions, type INodeProperties, type INodePropertyOptions } from 'n8n-workflow';

import { adsPaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';

/** GET /12/accounts: the ads accounts the credential can reach, one item per account. */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many accounts',
	description: 'List the ads accounts the credential can access',
	routing: listRouting({ request: { method: 'GET', url: '/12/accounts' } }, adsPaging(1000)),
};

export const getManyFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getAll'] } },
	returnAllOrLimit({ resource: ['account'], operation: ['getAll'] }),
);
