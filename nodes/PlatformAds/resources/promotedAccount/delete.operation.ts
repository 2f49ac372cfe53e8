import { deleteLineItemRecord } from '../../shared/lineItemRecords';
import { PROMOTED_ACCOUNT } from './promotedAccountKind';

/** DELETE /12/accounts/:account_id/promoted_accounts/:promoted_account_id */
export const deleteOperation = deleteLineItemRecord(
	PROMOTED_ACCOUNT,
	'Stop promoting an account with a line item (answers the record with deleted=true)',
);
