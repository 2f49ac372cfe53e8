import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { withDeletedOption } from '../../helpers/withDeleted';
import { recordRouting } from '../../helpers/adsRouting';
import { COLLECTION, RECORD_ID } from './linkedRecords';

/** GET /12/accounts/:account_id/line_item_curated_categories/:id */
export const getOperation: INodePropertyOptions = {
	name: 'Get',
	value: 'get',
	action: 'Get a line item curated category',
	description: 'Retrieve one line item curated category',
	routing: recordRouting('GET', COLLECTION, RECORD_ID),
};

export const getFields: INodeProperties[] = [
	withDeletedOption({ resource: ['lineItemCuratedCategory'], operation: ['get'] }),
];
