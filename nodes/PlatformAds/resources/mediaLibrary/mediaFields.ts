import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../../../shared/validation';
import type { PreSend } from '../../../shared/ads/adsRouting';
import { mediaKeyOf, mediaKind } from './libraryMediaKey';

interface MediaField {
	name: string;
	displayName: string;
	description: string;
	/** Longest value; absent for the poster, which is a media key. */
	maxLength?: number;
	videoOnly?: boolean;
	placeholder?: string;
}

/** The fields Add and Update send, as query parameters under the spec's names. */
const MEDIA_FIELDS: MediaField[] = [
	{
		name: 'description',
		displayName: 'Description',
		description:
			'Description of the video, shown in a post only with Video Description of post creation. At most 200 characters. Videos only.',
		maxLength: 200,
		videoOnly: true,
	},
	{
		name: 'file_name',
		displayName: 'File Name',
		description: 'File name of the media. At most 255 characters.',
		maxLength: 255,
		placeholder: 'e.g. launch.mp4',
	},
	{
		name: 'name',
		displayName: 'Name',
		description:
			'Name of the item in the library (without one the platform labels it Untitled). At most 100 characters.',
		maxLength: 100,
	},
	{
		name: 'poster_media_key',
		displayName: 'Poster Media Key',
		description:
			'Media key of an uploaded image to show before the video plays (default: its first frame). Videos only.',
		videoOnly: true,
		placeholder: 'e.g. 3_1234567890123456789',
	},
	{
		name: 'title',
		displayName: 'Title',
		description:
			'Title of the video, shown in a post only with Video Title of post creation. At most 70 characters. Videos only.',
		maxLength: 70,
		videoOnly: true,
	},
];

/** The fields, as the options of Add's "Additional Fields" or Update's "Update Fields" collection. */
export const mediaFieldOptions: INodeProperties[] = MEDIA_FIELDS.map((field) => ({
	displayName: field.displayName,
	name: field.name,
	type: 'string',
	default: '',
	...(field.placeholder ? { placeholder: field.placeholder } : {}),
	description: field.description,
	routing: { send: { type: 'query', property: field.name } },
}));

/**
 * A preSend of Add and Update: each length within the spec's bound, the poster a media key, and
 * title, description and poster refused when the media key says the media is an image or a GIF
 * (they are for videos only). Nothing is sent for an item that fails.
 */
export function checkMediaFields(collection: string, mediaKeyParameter: string): PreSend {
	return async function checkFields(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const node = this.getNode();
		const item = this.getItemIndex();
		const values = this.getNodeParameter(collection, {}) as IDataObject;
		const kind = mediaKind(mediaKeyOf(this, mediaKeyParameter));
		for (const field of MEDIA_FIELDS) {
			const value = values[field.name];
			if (value === undefined || value === '') continue;
			checkValue(node, item, field.displayName, value, [
				field.maxLength ? rules.chars(0, field.maxLength) : rules.mediaKey,
			]);
			if (field.videoOnly && kind !== undefined && kind !== 'video') {
				throw invalidField(
					node,
					item,
					field.displayName,
					`is for videos only; the media key ${mediaKeyOf(this, mediaKeyParameter)} is ${kind === 'image' ? 'an image' : 'a GIF'}`,
				);
			}
		}
		return options;
	};
}
