import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, requireIds, SANDBOX_ONLY_NOTE } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE {sandbox}/12/accounts/:account_id: answers the account with deleted=true. */
export const deleteOperation: Operation = {
	name: 'Delete (Sandbox)',
	value: 'delete',
	action: 'Delete a sandbox account',
	description: `Delete an ads account of the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(), sandboxOnly: true },
		{ preSend: [requireIds(ACCOUNT_FIELD)] },
	),
	fields: [envelopeProperty()],
};
