import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { idLocator } from '../../../shared/ads/adsLocators';
import { matchesFilter } from '../../../shared/pickerFilter';
import { accountListPage } from '../../../shared/ads/accountListPage';
import { COLLECTION, RECORD } from './accountMediaRecord';

/** The account media record an operation works on: picked from the account's list or given by ID. */
export const accountMediaLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: RECORD,
			displayName: 'Account Media',
			description: 'The account media asset (its creative type says where it can serve)',
			placeholder: '2pnfd',
			searchListMethod: 'searchAccountMedia',
		},
		show,
	);

/** How an asset reads in the picker: creative type, id, and its video or image. */
const label = (media: IDataObject): string =>
	`${String(media.creative_type)} ${String(media.id)}${media.video_id ? ` (video ${String(media.video_id)})` : media.media_url ? ` (${String(media.media_url)})` : ''}`;

/**
 * listSearch: the account media of the chosen account, 1,000 a page (the list's largest). The list
 * has no search parameter, so the filter applies to the creative type and ID of the page received.
 */
export async function searchAccountMedia(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(this, COLLECTION, { count: 1000 }, paginationToken);
	if (!page) return { results: [] };
	return {
		results: page.records
			.filter((media) => matchesFilter(filter, label(media), media.id))
			.map((media) => ({ name: label(media), value: String(media.id) })),
		paginationToken: page.paginationToken,
	};
}
