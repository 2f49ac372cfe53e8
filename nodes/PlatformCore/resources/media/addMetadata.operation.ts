import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import { mediaIdProperty } from './mediaKeys';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** The media id and its alt text (at most 1,000 characters). */
async function sendAltText(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const id = String(this.getNodeParameter('mediaId', '')).trim();
	if (id === '') throw invalidField(node, item, 'Media ID', 'is required');
	checkValue(node, item, 'Media ID', id, [rules.id]);
	const text = String(this.getNodeParameter('altText', ''));
	if (text.trim() === '') throw invalidField(node, item, 'Alt Text', 'is required');
	checkValue(node, item, 'Alt Text', text, [rules.chars(1, 1000)]);
	return { ...requestOptions, body: { id, metadata: { alt_text: { text } } } };
}

/** POST /2/media/metadata: alt text for uploaded media, read by screen readers. */
export const addMetadataOperation: Operation = {
	name: 'Add Alt Text',
	value: 'addMetadata',
	action: 'Add alt text to media',
	description: 'Describe an uploaded image for people who use screen readers',
	acceptedAuthentication: USER,
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
			required: true,
			default: '',
			placeholder: 'e.g. A red running shoe on a white background',
			description: 'What the image shows, at most 1,000 characters',
		},
	],
};
