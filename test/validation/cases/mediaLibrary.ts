import type { INodeParameters } from 'n8n-workflow';

import { seededMediaLibraryKey } from '../../emulator/routes/adsMediaLibrary';
import { ACCOUNT, byId, rows, under, type MatrixCase } from '../matrixCase';

/** Seeded items 0, 1 and 2: an image, a video and a GIF. */
const IMAGE = seededMediaLibraryKey(0);
const VIDEO = seededMediaLibraryKey(1);
const GIF = seededMediaLibraryKey(2);
const tooLong = (field: string, length: number) => ({ [field]: 'x'.repeat(length) });
const base = { resource: 'mediaLibrary', accountId: byId(ACCOUNT) };

/** Ads interface, media library: [operation, rule, parameters, message]. */
const edits: Array<[string, string, INodeParameters, string]> = [
	[
		'add',
		'a name of 101 characters',
		{ uploadedMediaKey: VIDEO, additionalFields: tooLong('name', 101) },
		'Item 1: Name must be at most 100 characters long (it has 101)',
	],
	[
		'add',
		'a title of 71 characters',
		{ uploadedMediaKey: VIDEO, additionalFields: tooLong('title', 71) },
		'Item 1: Title must be at most 70 characters long (it has 71)',
	],
	[
		'add',
		'a description of 201 characters',
		{ uploadedMediaKey: VIDEO, additionalFields: tooLong('description', 201) },
		'Item 1: Description must be at most 200 characters long (it has 201)',
	],
	[
		'add',
		'a file name of 256 characters',
		{ uploadedMediaKey: VIDEO, additionalFields: tooLong('file_name', 256) },
		'Item 1: File Name must be at most 255 characters long (it has 256)',
	],
	[
		'add',
		'a poster that is not a media key',
		{ uploadedMediaKey: VIDEO, additionalFields: { poster_media_key: 'poster.jpg' } },
		'Item 1: Poster Media Key must be a media key such as 7_1234567890123456789, got "poster.jpg"',
	],
	[
		'add',
		'a title for an image',
		{ uploadedMediaKey: IMAGE, additionalFields: { title: 'Hi' } },
		`Item 1: Title is for videos only; the media key ${IMAGE} is an image`,
	],
	[
		'add',
		'a poster for a GIF',
		{ uploadedMediaKey: GIF, additionalFields: { poster_media_key: IMAGE } },
		`Item 1: Poster Media Key is for videos only; the media key ${GIF} is a GIF`,
	],
	[
		'add',
		'no media key (an expression resolving to nothing)',
		{ uploadedMediaKey: '={{ $json.missing }}' },
		'Item 1: Media Key is required: the media_key of a Media Upload',
	],
	[
		'add',
		'a media id instead of a media key',
		{ uploadedMediaKey: '1500000000000000000' },
		'Item 1: Media Key must be a media key such as 7_1234567890123456789, got "1500000000000000000"',
	],
	[
		'update',
		'a description for a GIF',
		{ libraryMediaKey: byId(GIF), updateFields: { description: 'Looping' } },
		`Item 1: Description is for videos only; the media key ${GIF} is a GIF`,
	],
	[
		'update',
		'a title of 71 characters',
		{ libraryMediaKey: byId(VIDEO), updateFields: tooLong('title', 71) },
		'Item 1: Title must be at most 70 characters long (it has 71)',
	],
	[
		'update',
		'no field to change',
		{ libraryMediaKey: byId(VIDEO), updateFields: {} },
		'Item 1: Update Fields needs at least one field to change',
	],
	[
		'delete',
		'a key with a path in it',
		{ libraryMediaKey: byId('={{ "3_1/../x" }}') },
		'Item 1: Media Key must be a media key such as 7_1234567890123456789, got "3_1/../x"',
	],
];

export const mediaLibraryCases: MatrixCase[] = [
	...rows(
		3,
		'ads',
		{ ...base, operation: 'getAll', limit: 5 },
		under('listOptions', [
			[
				'an empty search term',
				{ q: '' },
				'Item 1: Search Term must not be empty (1 to 255 characters); remove the option to list everything',
			],
			[
				'a search term of 256 characters',
				{ q: 'x'.repeat(256) },
				'Item 1: Search Term must be at most 255 characters long (it has 256)',
			],
			[
				'a media type set by an expression',
				{ mediaType: '={{ "AUDIO" }}' },
				'Item 1: Media Type must be one of GIF, IMAGE, VIDEO, got "AUDIO"',
			],
		]),
	),
	...edits.map(
		([operation, rule, parameters, message]): MatrixCase => ({
			doc: 3,
			node: 'ads',
			rule,
			parameters: { ...base, operation, ...parameters },
			message,
		}),
	),
];
