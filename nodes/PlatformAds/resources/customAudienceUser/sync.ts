import type { INodeProperties } from 'n8n-workflow';

import { IDENTIFIER_KINDS } from '../../shared/audienceUsers/identifiers';
import { PREVIOUS_LIST_PARAMETER, usersSyncOperation } from './syncWithList';
import { CUSTOM_AUDIENCE_TARGET } from './upload';

/** The list at the last sync, beside the input items (the list now). */
export const previousListField: INodeProperties = {
	displayName: 'Previous List',
	name: PREVIOUS_LIST_PARAMETER,
	type: 'json',
	default: '[]',
	required: true,
	description:
		"The list as it was at the last sync: an array of people, each an object with its identifiers under the platform's names (email, phone_number, handle, device_id, platform_id, partner_user_id) or, with Map Automatically, under the Input Field Names. Usually an expression reading the stored copy, e.g. {{ $('Read Last Synced List').all() }} (items are read from their data). Empty ([]) on the first sync: everyone is added.",
	hint: 'Store the input list after each sync (e.g. in a database table) and read it back here next time',
};

/** Adds who joined the list and removes who left it since Previous List, in batch requests. */
export const syncAudienceUsers = usersSyncOperation(CUSTOM_AUDIENCE_TARGET, {
	kinds: IDENTIFIER_KINDS,
	effectiveAt: true,
});
