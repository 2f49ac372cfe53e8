import { getLineItemRecord } from '../../shared/lineItemRecords';
import { PROMOTED_ACCOUNT } from './promotedAccountKind';

/** GET /12/accounts/:account_id/promoted_accounts/:promoted_account_id */
export const getOperation = getLineItemRecord(PROMOTED_ACCOUNT, 'Retrieve one promoted account');
