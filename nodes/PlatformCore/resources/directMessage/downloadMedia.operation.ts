import type { IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';

import { coreRequest } from '../../../shared/transport/coreRequest';
import { DM_MEDIA_FILE } from '../../../shared/patterns';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { checkCustomAuthentication } from '../../authentication';
import { eachItemOutput } from '../../shared/eachItem';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

const text = (name: string, displayName: string, description: string) => ({
	displayName,
	name,
	type: 'string' as const,
	required: true,
	default: '',
	description,
});

/**
 * GET /2/dm_conversations/media/{dm_id}/{media_id}/{resource_id}: a file attached to a direct
 * message, as the item's binary data (custom operation: n8n's routing reads answers as JSON).
 */
export const downloadMediaOperation: Operation = {
	name: 'Download Media',
	value: 'downloadMedia',
	action: 'Download media of a direct message',
	description: 'Download an image or video attached to a direct message, as binary data',
	acceptedAuthentication: OAUTH2_USER,
	requests: 'GET /2/dm_conversations/media/{dm_id}/{media_id}/{resource_id}',
	fields: [
		text('dmId', 'Event ID', 'The ID of the direct message event holding the media'),
		text('mediaId', 'Media ID', 'The numeric ID of the attached media'),
		text('resourceId', 'Resource ID', "The file's name in the media's URL, e.g. abc123.jpg"),
		{
			displayName: 'Put Output File in Field',
			name: 'binaryPropertyName',
			type: 'string',
			default: 'data',
			required: true,
			hint: 'The name of the output binary field to put the file in',
		},
	],
	execute: downloadMedia,
};

export async function downloadMedia(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	return await eachItemOutput(this, async (itemIndex) => {
		checkCustomAuthentication(this, itemIndex, 'Direct Message', downloadMediaOperation);
		const node = this.getNode();
		const segments = [
			['dmId', 'Event ID'],
			['mediaId', 'Media ID'],
			['resourceId', 'Resource ID'],
		].map(([name, field]) => {
			const value = String(this.getNodeParameter(name, itemIndex, '')).trim();
			if (value === '') throw invalidField(node, itemIndex, field, 'is required');
			if (name !== 'resourceId') checkValue(node, itemIndex, field, value, [rules.id]);
			else
				checkValue(node, itemIndex, field, value, [
					rules.matches(
						DM_MEDIA_FILE,
						'a file name of letters, digits, dots, dashes or underscores',
					),
				]);
			return encodeURIComponent(value);
		});
		const response = await coreRequest<IN8nHttpFullResponse>(
			this,
			{
				method: 'GET',
				path: `/2/dm_conversations/media/${segments.join('/')}`,
				options: { encoding: 'arraybuffer', json: false, returnFullResponse: true },
			},
			{ itemIndex },
		);
		const bytes = Buffer.from(response.body as ArrayBuffer);
		const mimeType = String(response.headers['content-type'] ?? 'application/octet-stream').split(
			';',
		)[0];
		const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
		const fileName = decodeURIComponent(segments[2]);
		const binary = await this.helpers.prepareBinaryData(bytes, fileName, mimeType);
		// The file described in the JSON too: an AI agent or an MCP client receives only the JSON
		// of a tool's answer, so it learns here what came back and where it is.
		return [
			{
				json: {
					dm_id: decodeURIComponent(segments[0]),
					media_id: decodeURIComponent(segments[1]),
					file_name: fileName,
					mime_type: mimeType,
					size: bytes.length,
					binary_field: field,
				},
				binary: { [field]: binary },
			},
		];
	});
}
