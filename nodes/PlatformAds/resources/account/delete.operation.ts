import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { adsRouting, requireIds, SANDBOX_ONLY_NOTE } from '../../helpers/adsRouting';

/** DELETE {sandbox}/12/accounts/:account_id: answers the account with deleted=true. */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete (Sandbox)',
	value: 'delete',
	action: 'Delete a sandbox account',
	description: `Delete an ads account of the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(), sandboxOnly: true },
		{ preSend: [requireIds(ACCOUNT_FIELD)] },
	),
};

const show = { resource: ['account'], operation: ['delete'] };

export const deleteFields: INodeProperties[] = [envelopeProperty(show)];
