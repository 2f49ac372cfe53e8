import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/media/upload?command=STATUS&media_id=: the processing state of an upload. */
export const getUploadStatusOperation: Operation = {
	name: 'Get Upload Status',
	value: 'getUploadStatus',
	action: 'Get the status of a media upload',
	description:
		'Return the processing state of an uploaded video or GIF (pending, in_progress, succeeded, failed)',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/media/upload', qs: { command: 'STATUS' } },
		send: {
			preSend: [
				validateParameters({
					parameter: 'mediaId',
					field: 'Media ID',
					rules: [rules.id],
					required: true,
				}),
			],
		},
		output: { postReceive: [recordItems('the media upload status')] },
	}),
	fields: [
		{
			displayName: 'Media ID',
			name: 'mediaId',
			type: 'string',
			default: '',
			required: true,
			placeholder: '1880028106020515840',
			description: 'The ID the upload returned (ID), not its media_key',
			routing: { send: { type: 'query', property: 'media_id', value: '={{$value.trim()}}' } },
		},
	],
};
