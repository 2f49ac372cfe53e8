import type { INodeProperties } from 'n8n-workflow';

/**
 * What a message holds: text, media already uploaded (Media > Upload gives their IDs), and a file
 * of the input item to upload and attach in the same step.
 */
export const messageFields: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		placeholder: 'e.g. Thanks for reaching out! Here is your discount code.',
		description: 'The message. A message needs text, media, or both.',
	},
	{
		displayName: 'Attach File From Input',
		name: 'attachBinary',
		type: 'boolean',
		default: false,
		description:
			'Whether to upload a file of the input item (an image, GIF or video) and attach it to the message, in this one step',
	},
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		displayOptions: { show: { attachBinary: [true] } },
		hint: 'The name of the input binary field holding the file to attach',
	},
	{
		displayName: 'Media IDs',
		name: 'mediaIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 1455952740635586573',
		description:
			'ID of media uploaded earlier (Media > Upload, category DM image, GIF or video) to attach',
	},
];
