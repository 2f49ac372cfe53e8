import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkRequired, checkValue, rules } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import { mediaIdProperty } from './mediaKeys';
import {
	LANGUAGE_CODE,
	languageCodeProperty,
	subtitledVideo,
	videoCategoryProperty,
} from './subtitleFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** The video, the uploaded subtitles file and its language. */
async function sendSubtitles(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const value = (name: string) => String(this.getNodeParameter(name, '')).trim();
	for (const [name, field] of [
		['mediaId', 'Media ID'],
		['subtitlesMediaId', 'Subtitles Media ID'],
		['languageCode', 'Language Code'],
	])
		checkRequired(node, item, field, value(name));
	checkValue(node, item, 'Media ID', value('mediaId'), [rules.id]);
	checkValue(node, item, 'Subtitles Media ID', value('subtitlesMediaId'), [rules.id]);
	checkValue(node, item, 'Language Code', value('languageCode'), [LANGUAGE_CODE]);
	return {
		...requestOptions,
		body: {
			...subtitledVideo(value),
			subtitles: {
				id: value('subtitlesMediaId'),
				language_code: value('languageCode'),
				...(value('displayName') ? { display_name: value('displayName') } : {}),
			},
		},
	};
}

/** POST /2/media/subtitles: a subtitles file (uploaded with category Subtitles) put on a video. */
export const addSubtitlesOperation: Operation = {
	name: 'Add Subtitles',
	value: 'addSubtitles',
	action: 'Add subtitles to a video',
	description: 'Attach an uploaded SRT or VTT file to a video as subtitles',
	acceptedAuthentication: USER,
	sends: {
		body: [
			'id',
			'media_category',
			'subtitles',
			'subtitles.id',
			'subtitles.language_code',
			'subtitles.display_name',
		],
	},
	routing: policyRouting({
		request: { method: 'POST', url: '/2/media/subtitles' },
		send: { preSend: [sendSubtitles] },
		output: { postReceive: [recordItems('the video with its subtitles')] },
	}),
	fields: [
		{ ...mediaIdProperty, description: 'The numeric ID of the video' },
		videoCategoryProperty,
		requiredText(
			'Subtitles Media ID',
			'subtitlesMediaId',
			'The ID of the subtitles file, uploaded with Media > Upload (category Subtitles)',
		),
		languageCodeProperty,
		{
			displayName: 'Display Name',
			name: 'displayName',
			type: 'string',
			default: '',
			placeholder: 'e.g. English',
			description: 'The language name viewers see',
		},
	],
};
