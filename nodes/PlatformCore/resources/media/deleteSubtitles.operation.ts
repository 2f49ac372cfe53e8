import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkRequired, checkValue, rules } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { mediaIdProperty } from './mediaKeys';
import {
	LANGUAGE_CODE,
	languageCodeProperty,
	subtitledVideo,
	videoCategoryProperty,
} from './subtitleFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

async function sendSubtitlesToDelete(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const value = (name: string) => String(this.getNodeParameter(name, '')).trim();
	checkRequired(this.getNode(), this.getItemIndex(), 'Media ID', value('mediaId'));
	checkRequired(this.getNode(), this.getItemIndex(), 'Language Code', value('languageCode'));
	checkValue(this.getNode(), this.getItemIndex(), 'Media ID', value('mediaId'), [rules.id]);
	checkValue(this.getNode(), this.getItemIndex(), 'Language Code', value('languageCode'), [
		LANGUAGE_CODE,
	]);
	return {
		...requestOptions,
		body: {
			...subtitledVideo(value),
			language_code: value('languageCode'),
		},
	};
}

/** DELETE /2/media/subtitles: a video's subtitles in one language removed. */
export const deleteSubtitlesOperation: Operation = {
	name: 'Delete Subtitles',
	value: 'deleteSubtitles',
	action: 'Delete subtitles of a video',
	description: "Remove a video's subtitles in one language",
	acceptedAuthentication: USER,
	sends: { body: ['id', 'media_category', 'language_code'] },
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/media/subtitles' },
		send: { preSend: [sendSubtitlesToDelete] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{ ...mediaIdProperty, description: 'The numeric ID of the video' },
		videoCategoryProperty,
		languageCodeProperty,
	],
};
