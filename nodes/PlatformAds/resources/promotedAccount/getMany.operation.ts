import { listLineItemRecords } from '../../shared/lineItemRecords';
import { PROMOTED_ACCOUNT } from './promotedAccountKind';

/** GET /12/accounts/:account_id/promoted_accounts; 400 when no named line item can hold them. */
export const getManyOperation = listLineItemRecords(
	PROMOTED_ACCOUNT,
	'List the promoted accounts of the account’s line items',
	{
		status: 400,
		message:
			'None of the line items in Line Item IDs can hold promoted accounts: only line items of product type PROMOTED_ACCOUNT do',
	},
);
