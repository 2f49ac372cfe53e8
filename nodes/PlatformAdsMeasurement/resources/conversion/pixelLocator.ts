import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountListPage } from '../../../shared/ads/accountListPage';
import { PICKER_PAGE } from '../../../shared/ads/accountSearch';
import { idLocator } from '../../../shared/ads/adsLocators';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import { matchesFilter } from '../../../shared/pickerFilter';

/** Pages of web event tags a pixel picker reads at most (200 tags a page). */
const MAX_PAGES = 10;

/**
 * The pixel (the account's website tag, its base tag): picked from the pixels the account's web
 * event tags report to, or given by ID. Left empty, Conversion > Send takes the chosen event's
 * pixel (its website_tag_id), so it is not required in the panel: the node says when neither is
 * there.
 */
export const pixelLocator = (show: Record<string, string[]>, name: string) => ({
	...idLocator(
		{
			name,
			displayName: 'Pixel',
			description:
				"The account's website tag the conversions are reported to (its base tag, the event source in Events Manager). Leave empty to use the pixel of the chosen Event.",
			placeholder: 'o8z6j',
			searchListMethod: 'searchPixels',
		},
		show,
	),
	required: false,
	hint: "Empty: the chosen Event's pixel",
});

/**
 * listSearch: the account's pixels, each once, as "o8z6j (Purchase, Lead)": the website tags its
 * live web event tags report to (the interface lists no pixels of their own), with the names of
 * their events to tell them apart.
 */
export async function searchPixels(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const events = new Map<string, string[]>();
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const found = await accountListPage.call(this, WEB_EVENT_TAGS, { count: PICKER_PAGE }, cursor);
		if (!found) return { results: [] };
		for (const tag of found.records as IDataObject[]) {
			const pixel = String(tag.website_tag_id ?? '');
			if (!pixel) continue;
			events.set(pixel, [...(events.get(pixel) ?? []), String(tag.name)]);
		}
		cursor = found.paginationToken;
		if (!cursor) break;
	}
	return {
		results: [...events]
			.filter(([pixel, names]) => matchesFilter(filter, pixel, ...names))
			.map(([pixel, names]) => ({ name: `${pixel} (${names.join(', ')})`, value: pixel })),
	};
}
