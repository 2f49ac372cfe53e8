import { createLineItemRecord } from '../../shared/lineItemRecords';
import { PROMOTED_ACCOUNT } from './promotedAccountKind';

/** POST /12/accounts/:account_id/promoted_accounts: line_item_id and user_id in the query. */
export const createOperation = createLineItemRecord(
	PROMOTED_ACCOUNT,
	{
		action: 'Promote an account',
		description:
			'Promote a user (a follower campaign) with a line item of product type PROMOTED_ACCOUNT; a user already promoted there is kept',
	},
	{
		name: 'user_id',
		displayName: 'User ID',
		description: 'The numeric ID of the user to promote: a promotable user of the account',
		placeholder: '756201191646691328',
	},
	{
		status: 400,
		code: 'INCOMPATIBLE_LINE_ITEM',
		message:
			'This line item cannot promote accounts: only a line item of product type PROMOTED_ACCOUNT (a follower campaign) can. Choose such a line item, or promote posts with this one (Promoted Post > Create).',
	},
);
