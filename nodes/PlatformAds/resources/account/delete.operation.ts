import { envelopeProperty } from '../../../shared/ads/envelope';
import { accountRouting, SANDBOX_ONLY_NOTE } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE {sandbox}/12/accounts/:account_id: answers the account with deleted=true. */
export const deleteOperation: Operation = {
	name: 'Delete (Sandbox)',
	value: 'delete',
	action: 'Delete a sandbox account',
	description: `Delete an ads account of the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: accountRouting('DELETE', '', [], { sandboxOnly: true }),
	fields: [envelopeProperty()],
};
