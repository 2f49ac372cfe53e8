import type { INodeProperties } from 'n8n-workflow';

export const videoCategoryProperty: INodeProperties = {
	displayName: 'Video Category',
	name: 'videoCategory',
	type: 'options',
	options: [
		{ name: 'Post Video', value: 'PostVideo' },
		{ name: 'Amplify Video', value: 'AmplifyVideo' },
	],
	default: 'PostVideo',
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
