import type { INodeProperties } from 'n8n-workflow';

import { fieldListProperty } from '../../../shared/fields/fieldList';
import { MEDIA_FIELDS } from '../../../shared/fields/lookupFields';
import { MEDIA_KEY } from '../../../shared/patterns';
import { listInQuery } from '../../shared/queryParameters';

export const mediaFieldsProperty = fieldListProperty(
	'Media Fields',
	'mediaFields',
	'media.fields',
	MEDIA_FIELDS,
	'Fields to return besides the media key and type. A new node asks for the URL, the size and the alt text.',
	['alt_text', 'height', 'url', 'width'],
);

export const mediaKeysProperty: INodeProperties = {
	displayName: 'Media Keys',
	name: 'mediaKeys',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 3_1455952740635586573,7_1455952740635586574',
	description: 'Comma-separated media keys (Media > Upload outputs `media_key`), at most 100',
};

export const mediaIdProperty: INodeProperties = {
	displayName: 'Media ID',
	name: 'mediaId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1455952740635586573',
	description: 'The numeric ID of uploaded media, as Media > Upload outputs it',
};

/** preSend: the checked Media Keys as the `media_keys` query; `example` shows one in errors. */
export const mediaKeysInQuery = (example: string) =>
	listInQuery('mediaKeys', 'Media Keys', 'media_keys', MEDIA_KEY, `media keys such as ${example}`);
