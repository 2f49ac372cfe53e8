import { describeResource } from '../../../shared/descriptions/resource';
import { previousListField, syncAudienceUsers } from './sync';
import { customAudienceUserFields, uploadAudienceUsers } from './upload';

/** All run as the node's customOperations: many items make one batch request. */
export const customAudienceUserResource = describeResource(
	'customAudienceUser',
	'add',
	[
		{
			name: 'Add or Update',
			value: 'add',
			action: 'Add or update custom audience users',
			execute: uploadAudienceUsers('Update'),
			description:
				"Add each input item's user to the custom audience, or renew their membership window (operation Update)",
			requests:
				'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
		},
		{
			name: 'Remove',
			value: 'remove',
			action: 'Remove custom audience users',
			execute: uploadAudienceUsers('Delete'),
			description: "Remove each input item's user from the custom audience (operation Delete)",
			requests:
				'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
		},
		{
			name: 'Sync With List',
			value: 'sync',
			action: 'Sync custom audience users with a list',
			execute: syncAudienceUsers,
			description:
				'Make the custom audience follow a list: the input items are the list now, Previous List the list at the last sync; adds who joined and removes who left, sending only those changes',
			requests:
				'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request; Delete for who left, then Update for who joined)',
			fields: [previousListField],
		},
	],
	{ before: customAudienceUserFields },
);
