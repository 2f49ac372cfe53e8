import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { LINE_ITEM_PARAMETER, lineItemSegment } from '../../../shared/ads/lineItemLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { explainStatus } from '../../shared/explainStatus';
import type { Operation } from '../../../shared/descriptions/resource';

/**
 * DELETE /12/accounts/:account_id/line_items/:line_item_id: irreversible; answers the line item
 * with deleted=true. Deleting it again answers 404.
 */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a line item',
	description: 'Delete a line item (irreversible; its promoted posts are not deleted)',
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(lineItemSegment()) },
		{
			preSend: [requireIds(ACCOUNT_FIELD, { parameter: LINE_ITEM_PARAMETER, field: 'Line Item' })],
			explainErrors: [
				explainStatus(
					404,
					'The line item was not found: it is already deleted (a second delete answers 404) or the ID is wrong',
				),
			],
		},
	),
	fields: [envelopeProperty()],
};
