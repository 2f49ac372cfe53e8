import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountListPage } from './accountListPage';
import { adsRequest } from '../transport/adsRequest';
import { matchesFilter } from '../../shared/pickerFilter';
import { accountRecordSearch, PICKER_PAGE } from './accountRecordSearch';
import { searchCampaigns } from './campaignLocator';
import { searchFundingInstruments } from './fundingInstrumentLocator';

const records = (body: IDataObject): IDataObject[] =>
	Array.isArray(body.data) ? (body.data as IDataObject[]) : [];
const nextCursor = (body: IDataObject): string | undefined =>
	(body.next_cursor as string | null | undefined) ?? undefined;

/** The records of a page whose name or ID holds the filter, each shown as "name (id)". */
export function namedWithId(
	records: IDataObject[],
	filter?: string,
): INodeListSearchResult['results'] {
	return records
		.filter((record) => matchesFilter(filter, record.name, record.id))
		.map((record) => ({
			name: `${String(record.name)} (${String(record.id)})`,
			value: String(record.id),
		}));
}

/**
 * The ads accounts of the credential. The platform's `q` matches only the start of a name, and
 * people type any part of a name or an ID, so each page is filtered here; the next page follows
 * when the list is scrolled.
 */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const body = await adsRequest.call(this, {
		method: 'GET',
		path: '/12/accounts',
		qs: { count: PICKER_PAGE, ...(paginationToken ? { cursor: paginationToken } : {}) },
		idempotent: true,
	});
	return {
		results: namedWithId(records(body), filter),
		paginationToken: nextCursor(body),
	};
}

/**
 * The curated categories of the chosen account. The spec names no search parameter for this
 * list, so the filter applies to the names and IDs of the page received.
 */
export async function searchCuratedCategories(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(this, '/curated_categories', {}, paginationToken);
	if (!page) return { results: [] };
	return {
		results: page.records
			.filter((category) => matchesFilter(filter, category.name, category.id))
			.map((category) => ({
				name: `${String(category.name)} (${((category.country_codes as string[] | undefined) ?? []).join(', ')})`,
				value: String(category.id),
			})),
		paginationToken: page.paginationToken,
	};
}

/** The custom audiences the chosen account owns. */
export const searchCustomAudiences = accountRecordSearch('/custom_audiences');

export const listSearch = {
	searchAccounts,
	searchCuratedCategories,
	searchCustomAudiences,
	searchFundingInstruments,
	searchCampaigns,
};
