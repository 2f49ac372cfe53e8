import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, SANDBOX_ONLY_NOTE } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST {sandbox}/12/accounts: a new sandbox account (the answer's data is an array holding it). */
export const createOperation: Operation = {
	name: 'Create (Sandbox)',
	value: 'create',
	action: 'Create a sandbox account',
	description: `Create an ads account in the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting({ method: 'POST', url: '/12/accounts', sandboxOnly: true }),
	fields: [envelopeProperty({ resource: ['account'], operation: ['create'] })],
};
