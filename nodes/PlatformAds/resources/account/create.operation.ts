import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { adsRouting, SANDBOX_ONLY_NOTE } from '../../helpers/adsRouting';

/** POST {sandbox}/12/accounts: a new sandbox account (the answer's data is an array holding it). */
export const createOperation: INodePropertyOptions = {
	name: 'Create (Sandbox)',
	value: 'create',
	action: 'Create a sandbox account',
	description: `Create an ads account in the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting({ method: 'POST', url: '/12/accounts', sandboxOnly: true }),
};

export const createFields: INodeProperties[] = [
	envelopeProperty({ resource: ['account'], operation: ['create'] }),
];
