import type { ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { idLocator } from '../../../shared/ads/adsLocators';
import { accountListPage } from '../../../shared/ads/accountListPage';
import { COLLECTION, MEDIA_KEY } from './libraryMediaKey';
import { MEDIA_KEY_PATTERN } from '../../../shared/patterns';

/** The largest page of the media library list. */
export const LIBRARY_PAGE = 50;
/** q takes 1 to 255 characters. */
export const MAX_TERM = 255;

/** An item of the account's media library: picked from it (searched with q) or given by media key. */
export function mediaKeyLocator(show: Record<string, string[]>): INodeProperties {
	const locator = idLocator(
		{
			name: MEDIA_KEY,
			displayName: 'Media Key',
			description: 'The media library item, by the media_key its Media Upload returned',
			placeholder: '7_1234567890123456789',
			searchListMethod: 'searchMediaLibrary',
		},
		show,
	);
	const byKey = {
		displayName: 'Media Key',
		validation: [
			{
				type: 'regex' as const,
				properties: {
					regex: MEDIA_KEY_PATTERN,
					errorMessage: 'Not a valid media key (such as 7_1234567890123456789)',
				},
			},
		],
	};
	return {
		...locator,
		modes: locator.modes?.map((mode) => (mode.name === 'id' ? { ...mode, ...byKey } : mode)),
	};
}

/** listSearch: the account's media library, searched on the platform by name, title, file name and description (q). */
export async function searchMediaLibrary(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const term = [...(filter ?? '').trim()].slice(0, MAX_TERM).join('');
	const page = await accountListPage.call(
		this,
		COLLECTION,
		{ count: LIBRARY_PAGE, ...(term ? { q: term } : {}) },
		paginationToken,
	);
	if (!page) return { results: [] };
	return {
		results: page.records.map((item) => ({
			// The platform labels an item without a name Untitled.
			name: `${String(item.name || 'Untitled')} (${String(item.media_type)}, ${String(item.media_key)})`,
			value: String(item.media_key),
		})),
		paginationToken: page.paginationToken,
	};
}
