import type { INodeProperties, INodePropertyRouting } from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import type { PreSend } from '../../../shared/routing/preSend';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { listExpansionProperties } from '../../../shared/fields/referredFields';

/** list.fields: what a list record holds besides its ID and name. */
export const listFieldsProperty = fieldListProperty(
	'List Fields',
	'listFields',
	'list.fields',
	['created_at', 'description', 'follower_count', 'member_count', 'private'],
	'Fields to return besides ID and name. A new node asks for the description and the member and follower counts.',
	['description', 'follower_count', 'member_count'],
);

/** A list of lists (owned, followed, memberships), 100 a page, with Return All / Limit. */
export const listsRouting = (url: string, preSend: PreSend[]): INodePropertyRouting =>
	listRouting({ request: { method: 'GET', url }, send: { preSend } }, corePaging(100));

export const listsFields: INodeProperties[] = [
	...returnAllOrLimit(),
	listFieldsProperty,
	...listExpansionProperties,
];

/** Name, description and privacy, as Create takes them and Update changes them. */
export const listDetails: INodeProperties[] = [
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the list is about, up to 100 characters',
	},
	{
		displayName: 'Private',
		name: 'private',
		type: 'boolean',
		default: false,
		description: 'Whether only you can see the list',
	},
];
