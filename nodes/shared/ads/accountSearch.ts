import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { matchesFilter } from '../pickerFilter';
import { adsRequest } from './adsRequest';

/** The page size of the pickers: the lists' default, enough to scroll without waiting long. */
export const PICKER_PAGE = 200;

const records = (body: IDataObject): IDataObject[] =>
	Array.isArray(body.data) ? (body.data as IDataObject[]) : [];
const nextCursor = (body: IDataObject): string | undefined =>
	(body.next_cursor as string | null | undefined) ?? undefined;

/** The records of a page whose name or ID holds the filter, each shown as "name (id)". */
function namedWithId(records: IDataObject[], filter?: string): INodeListSearchResult['results'] {
	return records
		.filter((record) => matchesFilter(filter, record.name, record.id))
		.map((record) => ({
			name: `${String(record.name)} (${String(record.id)})`,
			value: String(record.id),
		}));
}

/**
 * One page of the named records at `path` (GET, paged by `cursor`) as picker choices. The
 * platform's `q` matches only the start of a name, and people type any part of a name or an ID,
 * so each page is filtered here; the next page follows when the list is scrolled.
 */
export async function namedRecordsPage(
	context: ILoadOptionsFunctions,
	path: string,
	qs: IDataObject,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const body = await adsRequest.call(context, {
		method: 'GET',
		path,
		qs: { ...qs, ...(paginationToken ? { cursor: paginationToken } : {}) },
		idempotent: true,
	});
	return {
		results: namedWithId(records(body), filter),
		paginationToken: nextCursor(body),
	};
}

/** listSearch: the ads accounts of the credential. */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await namedRecordsPage(
		this,
		'/12/accounts',
		{ count: PICKER_PAGE },
		filter,
		paginationToken,
	);
}
