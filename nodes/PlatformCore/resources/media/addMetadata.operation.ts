import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import { mediaIdProperty } from './mediaKeys';
import { METADATA_SENDS, metadataOf, metadataOptions } from './mediaMetadata';
import { collection } from '../../../shared/descriptions/properties';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** The media id, its alt text (at most 1,000 characters) and its other metadata. */
async function sendAltText(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const id = String(this.getNodeParameter('mediaId', '')).trim();
	if (id === '') throw invalidField(node, item, 'Media ID', 'is required');
	checkValue(node, item, 'Media ID', id, [rules.id]);
	const metadata = metadataOf(
		node,
		item,
		this.getNodeParameter('additionalMetadata', {}) as IDataObject,
		this.getTimezone(),
	);
	const text = String(this.getNodeParameter('altText', ''));
	if (text.trim() === '' && Object.keys(metadata).length === 0)
		throw invalidField(node, item, 'Alt Text', 'is required unless Additional Metadata is added');
	if (text.trim() !== '') {
		checkValue(node, item, 'Alt Text', text, [rules.chars(1, 1000)]);
		metadata.alt_text = { text };
	}
	return { ...requestOptions, body: { id, metadata } };
}

/** POST /2/media/metadata: alt text for uploaded media, read by screen readers, and its other metadata. */
export const addMetadataOperation: Operation = {
	name: 'Add Alt Text',
	value: 'addMetadata',
	action: 'Add alt text to media',
	description:
		'Describe an uploaded image for people who use screen readers, and set who may see or download it',
	acceptedAuthentication: USER,
	sends: { body: ['id', 'metadata', 'metadata.alt_text', ...METADATA_SENDS] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/media/metadata' },
		send: { preSend: [sendAltText] },
		output: { postReceive: [recordItems('the media with its metadata')] },
	}),
	fields: [
		mediaIdProperty,
		{
			displayName: 'Alt Text',
			name: 'altText',
			type: 'string',
			typeOptions: { rows: 2 },
			default: '',
			placeholder: 'e.g. A red running shoe on a white background',
			description:
				'What the image shows, at most 1,000 characters (may be empty when Additional Metadata is added). Sent as alt_text.',
		},
		collection('Additional Metadata', 'additionalMetadata', 'Add Metadata', metadataOptions),
	],
};
