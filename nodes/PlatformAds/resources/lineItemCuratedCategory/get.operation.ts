import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, RECORD_ID } from './linkedRecords';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/line_item_curated_categories/:id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a line item curated category',
	description: 'Retrieve one line item curated category',
	routing: recordRouting('GET', COLLECTION, RECORD_ID),
	fields: [withDeletedOption({ resource: ['lineItemCuratedCategory'], operation: ['get'] })],
};
