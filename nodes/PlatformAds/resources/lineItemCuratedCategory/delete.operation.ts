import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, RECORD_ID } from './linkedRecords';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/line_item_curated_categories/:id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a line item curated category',
	description: 'Delete the association (answers it with deleted=true)',
	routing: recordRouting('DELETE', COLLECTION, RECORD_ID),
};
