import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { mediaFieldsProperty } from './mediaKeys';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/media/{media_key}: one media record. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get media',
	description: 'Look up one image, GIF or video by its media key',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '=/2/media/{{encodeURIComponent($parameter["mediaKey"])}}' },
		send: {
			preSend: [
				validateParameters({
					parameter: 'mediaKey',
					field: 'Media Key',
					rules: [rules.mediaKey],
					required: true,
				}),
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'Media Key',
			'mediaKey',
			'The media key (Media > Upload outputs `media_key`)',
			'e.g. 3_1455952740635586573',
		),
		mediaFieldsProperty,
	],
};
