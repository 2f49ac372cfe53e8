import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { adsRouting, requireIds } from '../../helpers/adsRouting';
import { withDeletedOption } from '../../helpers/withDeleted';

/** GET /12/accounts/:account_id */
export const getOperation: INodePropertyOptions = {
	name: 'Get',
	value: 'get',
	action: 'Get an account',
	description: 'Retrieve one ads account',
	routing: adsRouting(
		{ method: 'GET', url: accountPath() },
		{ preSend: [requireIds(ACCOUNT_FIELD)] },
	),
};

const show = { resource: ['account'], operation: ['get'] };

export const getFields: INodeProperties[] = [withDeletedOption(show), envelopeProperty(show)];
