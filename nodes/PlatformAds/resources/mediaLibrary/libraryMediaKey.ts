import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { rules, type FieldCheck } from '../../../shared/validation';

export const COLLECTION = '/media_library';
/** The media key of Get, Update and Delete (a locator over the library). */
export const MEDIA_KEY = 'libraryMediaKey';

/**
 * What a media key's prefix says the media is: 3 an image, 16 a GIF, 7 a video (13 an amplify
 * video on the real service). Undefined for a prefix the spec does not name: the platform decides.
 */
export function mediaKind(key: string): 'image' | 'GIF' | 'video' | undefined {
	const prefix = key.split('_')[0];
	return ({ '3': 'image', '16': 'GIF', '7': 'video', '13': 'video' } as const)[prefix as '3'];
}

/** The trimmed value of a media key parameter (a locator or a text field). */
export const mediaKeyOf = (context: IExecuteSingleFunctions, parameter: string): string =>
	String(context.getNodeParameter(parameter, '', { extractValue: true }) ?? '').trim();

/** A media key parameter: required, shaped as one (it becomes a path segment or media_key). */
export const mediaKeyCheck = (parameter: string): FieldCheck => ({
	parameter,
	field: 'Media Key',
	rules: [rules.mediaKey],
	required: true,
	missing: 'is required: the media_key of a Media Upload',
});
