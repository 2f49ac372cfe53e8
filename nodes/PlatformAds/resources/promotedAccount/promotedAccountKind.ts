import type { LineItemRecordKind } from '../../shared/lineItemRecords';

export const PROMOTED_ACCOUNT: LineItemRecordKind = {
	resource: 'promotedAccount',
	collection: '/promoted_accounts',
	displayName: 'Promoted Account',
	parameter: 'promotedAccountId',
	idsProperty: 'promoted_account_ids',
	placeholder: '19pl2',
};
