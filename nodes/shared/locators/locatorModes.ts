import type { INodePropertyMode } from 'n8n-workflow';
import { NUMERIC_ID_PATTERN } from '../patterns';

/**
 * The modes the core resource locators share: a list of the user's records, a numeric ID of 1 to
 * 19 digits (posts, users, lists, folders, webhooks), and a link to the record.
 */
const FROM_LIST = { displayName: 'From List', name: 'list' };
const BY_ID = { displayName: 'By ID', name: 'id' };
const BY_URL = { displayName: 'By URL', name: 'url' };

export const listMode = (placeholder: string, searchListMethod: string): INodePropertyMode => ({
	...FROM_LIST,
	type: 'list',
	placeholder,
	typeOptions: { searchListMethod, searchable: true },
});

export const numericIdMode = (noun: string, placeholder: string): INodePropertyMode => ({
	...BY_ID,
	type: 'string',
	placeholder,
	validation: [
		{
			type: 'regex',
			properties: { regex: NUMERIC_ID_PATTERN, errorMessage: `A ${noun} ID is 1 to 19 digits` },
		},
	],
});

export const urlMode = (
	placeholder: string,
	pattern: RegExp,
	errorMessage: string,
): INodePropertyMode => ({
	...BY_URL,
	type: 'string',
	placeholder,
	validation: [{ type: 'regex', properties: { regex: pattern.source, errorMessage } }],
});
