import type { Operation } from '../../../shared/descriptions/resource';
import { uploadAudienceUsers } from './upload';

export const addOperation: Operation = {
	name: 'Add or Update',
	value: 'add',
	action: 'Add or update custom audience users',
	description:
		"Add each input item's user to the custom audience, or renew their membership window (operation Update)",
	requests:
		'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
	execute: uploadAudienceUsers('Update'),
};
