import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { ACCOUNT_PARAMETER, accountPath } from '../../descriptions/accountLocator';
import { idSegment } from '../../descriptions/locators';
import { adsRouting, requireIds, type AdsRequest, type PreSend } from '../../helpers/adsRouting';

export const RESOURCE = 'mediaLibrary';
export const COLLECTION = '/media_library';
/** The media key of Get, Update and Delete (a locator over the library). */
export const MEDIA_KEY = 'libraryMediaKey';
export const show = (...operation: string[]) => ({ resource: [RESOURCE], operation });
export const account = requireIds({ parameter: ACCOUNT_PARAMETER, field: 'Account' });

/** A media key as media upload returns it: `<type digit>_<media id>` (3_1234567890123456789). */
export const MEDIA_KEY_PATTERN = '^[0-9]+_[0-9]{1,19}$';

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

/** A preSend: the media key is given and shaped as one (it becomes a path segment or media_key). */
export function requireMediaKey(parameter: string, field = 'Media Key'): PreSend {
	return async function checkMediaKey(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const key = mediaKeyOf(this, parameter);
		if (!key) throw invalidField(this.getNode(), this.getItemIndex(), field, 'is required: the media_key of a Media Upload');
		if (!new RegExp(MEDIA_KEY_PATTERN).test(key)) {
			throw invalidField(this.getNode(), this.getItemIndex(), field, `must be a media key such as 7_1234567890123456789, got "${key.slice(0, 40)}"`);
		}
		return options;
	};
}

/** Routing of an operation on one item of the library, by media key. */
export const one = (method: AdsRequest['method'], preSend: PreSend[] = []) =>
	adsRouting({ method, url: accountPath(`${COLLECTION}/${idSegment(MEDIA_KEY)}`) }, { preSend: [account, requireMediaKey(MEDIA_KEY), ...preSend] });
