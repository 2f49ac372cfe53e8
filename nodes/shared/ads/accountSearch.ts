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
