import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { accountListPage } from '../../../shared/ads/accountListPage';
import { COLLECTION } from './libraryMediaKey';
import { LIBRARY_PAGE } from './mediaKeyLocator';

/**
 * Pages read for a dropdown. A dropdown cannot page or search as a picker can, so it offers the
 * first 500 items; a key beyond them can still be given with an expression.
 */
const MAX_PAGES = 10;
/** A card's media components take one video or image (GIFs are for posts). */
const CARD_MEDIA_TYPES = ['IMAGE', 'VIDEO'];
/** A post takes images, a GIF or a video. */
const POST_MEDIA_TYPES = ['IMAGE', 'GIF', 'VIDEO'];

/** The items of the chosen account's media library of some media types, as dropdown choices. */
async function libraryChoices(
	context: ILoadOptionsFunctions,
	mediaTypes: string[],
): Promise<INodePropertyOptions[]> {
	const choices: INodePropertyOptions[] = [];
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const answer = await accountListPage.call(context, COLLECTION, { count: LIBRARY_PAGE }, cursor);
		if (!answer) break;
		for (const item of answer.records.filter((record) =>
			mediaTypes.includes(String(record.media_type)),
		))
			choices.push({
				// The platform labels an item without a name Untitled.
				name: `${String(item.name || 'Untitled')} (${String(item.media_type)})`,
				value: String(item.media_key),
				description: String(item.media_key),
			});
		cursor = answer.paginationToken;
		if (!cursor) break;
	}
	// Numbers in names in their order (image 2 before image 10), as a person sorts them.
	return choices.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/**
 * loadOptions: the images and videos of the chosen account's media library, for the card
 * builder's media (inside a collection, where n8n offers a dropdown but no searchable picker).
 */
export async function mediaLibraryKeys(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await libraryChoices(this, CARD_MEDIA_TYPES);
}

/** loadOptions: the images, GIFs and videos of the media library, for the media of a post. */
export async function postMediaLibraryKeys(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await libraryChoices(this, POST_MEDIA_TYPES);
}
