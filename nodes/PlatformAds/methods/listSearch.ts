import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountListPage } from '../helpers/accountListPage';
import { adsRequest } from '../transport/adsRequest';

/** The page size of the pickers: the lists' default, enough to scroll without waiting long. */
const PICKER_PAGE = 200;

const records = (body: IDataObject): IDataObject[] =>
	Array.isArray(body.data) ? (body.data as IDataObject[]) : [];
const nextCursor = (body: IDataObject): string | undefined =>
	(body.next_cursor as string | null | undefined) ?? undefined;

/** The ads accounts of the credential, searched by name prefix on the platform (`q`). */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const query: IDataObject = { count: PICKER_PAGE };
	if (filter) query.q = filter;
	if (paginationToken) query.cursor = paginationToken;
	const body = await adsRequest.call(this, {
		method: 'GET',
		path: '/12/accounts',
		qs: query,
		idempotent: true,
	});
	return {
		results: records(body).map((account) => ({
			name: `${String(account.name)} (${String(account.id)})`,
			value: String(account.id),
		})),
		paginationToken: nextCursor(body),
	};
}

/**
 * The curated categories of the chosen account. The spec names no search parameter for this
 * list, so the filter applies to the names of the page received.
 */
export async function searchCuratedCategories(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(this, '/curated_categories', {}, paginationToken);
	if (!page) return { results: [] };
	const wanted = (filter ?? '').toLowerCase();
	return {
		results: page.records
			.filter((category) => String(category.name).toLowerCase().includes(wanted))
			.map((category) => ({
				name: `${String(category.name)} (${((category.country_codes as string[] | undefined) ?? []).join(', ')})`,
				value: String(category.id),
			})),
		paginationToken: page.paginationToken,
	};
}

export const listSearch = { searchAccounts, searchCuratedCategories };
