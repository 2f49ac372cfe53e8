import type { INodeProperties } from 'n8n-workflow';

import { rules } from '../../../shared/validation';
import { dropdown } from '../../../shared/descriptions/properties';

/** A subtitle language: two capital letters (EN, FR). */
export const LANGUAGE_CODE = rules.matches(/^[A-Z]{2}$/, 'two capital letters such as EN');

/** The video whose subtitles a request names, from the item's fields. */
export const subtitledVideo = (value: (name: string) => string) => ({
	id: value('mediaId'),
	media_category: value('videoCategory'),
});

export const videoCategoryProperty: INodeProperties = {
	...dropdown(
		'Video Category',
		'videoCategory',
		{ 'Post Video': 'PostVideo', 'Amplify Video': 'AmplifyVideo' },
		'PostVideo',
	),
	description: 'What the video was uploaded for',
};

export const languageCodeProperty: INodeProperties = {
	displayName: 'Language Code',
	name: 'languageCode',
	type: 'string',
	required: true,
	default: 'EN',
	placeholder: 'e.g. EN',
	description: 'The two-letter code of the subtitles language, in capitals (EN, FR, JA)',
};
