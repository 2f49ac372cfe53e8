import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/descriptions/resource';
import { IDENTIFIER_KINDS } from '../../shared/audienceUsers/identifiers';
import { PREVIOUS_LIST_PARAMETER, usersSyncOperation } from './syncWithList';
import { CUSTOM_AUDIENCE_TARGET } from './upload';

/** The list at the last sync, beside the input items (the list now). */
const previousListField: INodeProperties = {
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
export const syncOperation: Operation = {
	name: 'Sync With List',
	value: 'sync',
	action: 'Sync custom audience users with a list',
	description:
		'Make the custom audience follow a list: the input items are the list now, Previous List the list at the last sync; adds who joined and removes who left, sending only those changes',
	requests:
		'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request; Delete for who left, then Update for who joined)',
	fields: [previousListField],
	execute: usersSyncOperation(CUSTOM_AUDIENCE_TARGET, {
		kinds: IDENTIFIER_KINDS,
		effectiveAt: true,
	}),
};
