import type { INodeExecutionData } from 'n8n-workflow';

import { checkCustomAuthentication } from '../../authentication';
import { forEachItem } from '../../shared/eachItem';
import { uploadFromBinary, type UploadOptions } from '../../shared/mediaUpload';
import { MEDIA_CATEGORIES } from '../../shared/uploadPlan';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * Media Upload: the file of an input binary field, in one `POST /2/media/upload` (images) or in
 * segments (`initialize`, `append` 0 to 999, `finalize`, then STATUS polls while a video or GIF
 * is processed). A custom operation: one item needs several requests and waits.
 */
export const uploadOperation: Operation = {
	name: 'Upload',
	value: 'upload',
	action: 'Upload media',
	description:
		'Upload an image, GIF, video or subtitles file from a binary field, to attach to a post',
	acceptedAuthentication: USER,
	sends: {
		query: ['command', 'media_id'],
		body: [
			'media',
			'media_category',
			'additional_owners',
			'media_type',
			'total_bytes',
			'segment_index',
			'shared',
		],
	},
	requests:
		'POST /2/media/upload (an image, one request); or POST /2/media/upload/initialize, POST /2/media/upload/{id}/append per segment, POST /2/media/upload/{id}/finalize, GET /2/media/upload?command=STATUS',
	fields: [
		{
			displayName: 'Input Binary Field',
			name: 'binaryPropertyName',
			type: 'string',
			default: 'data',
			required: true,
			hint: 'The name of the input binary field containing the file to be uploaded',
		},
		{
			displayName: 'Media Category',
			name: 'mediaCategory',
			type: 'options',
			options: [{ name: 'From MIME Type', value: 'auto' }, ...MEDIA_CATEGORIES],
			default: 'auto',
			description:
				'What the media is for. From MIME Type picks Post GIF for GIFs, Post Image for other images, Post Video for videos and Subtitles for SRT or VTT files.',
		},
		collection('Options', 'uploadOptions', 'Add Option', [
			{
				displayName: 'Additional Owners',
				name: 'additionalOwners',
				type: 'string',
				default: '',
				placeholder: '2244994945,6253282',
				description: 'Comma-separated IDs of other users who may also post this media',
			},
			{
				displayName: 'Chunk Size (KB)',
				name: 'chunkSizeKb',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 4096,
				description:
					'Size of each segment of a chunked upload. A file may have at most 1,000 segments.',
			},
			{
				displayName: 'Max Processing Wait (Seconds)',
				name: 'maxProcessingWaitSeconds',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 300,
				description:
					'How long to wait for the platform to process a video or GIF before the item fails. 0 returns at once with the processing state; check it later with Get Upload Status.',
			},
			{
				displayName: 'MIME Type',
				name: 'mimeType',
				type: 'string',
				default: '',
				placeholder: 'video/mp4',
				description: "The file's type, when the binary field's own MIME type is missing or wrong",
			},
			{
				displayName: 'Shared',
				name: 'shared',
				type: 'boolean',
				default: false,
				description:
					'Whether the media is marked as shared when the upload starts (the file then goes in segments). Sent as shared.',
			},
			{
				displayName: 'Upload Method',
				name: 'uploadMethod',
				type: 'options',
				options: [
					{
						name: 'Automatic',
						value: 'auto',
						description: 'Images in one request, everything else in segments',
					},
					{
						name: 'Chunked',
						value: 'chunked',
						description: 'Always in segments (initialize, append, finalize)',
					},
				],
				default: 'auto',
			},
		]),
	],
	execute: upload,
};

/** The custom operation: one output item per input item, with the media id and media_key. */
export async function upload(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	return await forEachItem(this, async (itemIndex) => {
		checkCustomAuthentication(this, itemIndex, 'Media', uploadOperation);
		const binaryField = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
		const options = this.getNodeParameter('uploadOptions', itemIndex, {}) as UploadOptions;
		const category = this.getNodeParameter('mediaCategory', itemIndex, 'auto') as string;
		return await uploadFromBinary(this, itemIndex, binaryField, category, options);
	});
}
