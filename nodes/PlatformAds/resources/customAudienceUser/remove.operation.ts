import type { Operation } from '../../../shared/descriptions/resource';
import { uploadAudienceUsers } from './upload';

export const removeOperation: Operation = {
	name: 'Remove',
	value: 'remove',
	action: 'Remove custom audience users',
	description: "Remove each input item's user from the custom audience (operation Delete)",
	requests:
		'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
	execute: uploadAudienceUsers('Delete'),
};
