import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { matchesFilter } from '../pickerFilter';
import { adsCredentials, adsRequest } from './adsRequest';

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

/**
 * How the credential's Default Ads Account ID is marked in the list: in front, as the panel cuts
 * a long choice at its end.
 */
export const DEFAULT_ACCOUNT_MARK = 'Default:';

const defaultAccountId = async (context: ILoadOptionsFunctions): Promise<string> =>
	String((await adsCredentials(context)).defaultAdsAccountId ?? '').trim();

/**
 * The credential's default account as the first choice, marked: taken from the page when it is
 * there, else read by its ID (an account past the first page, or one the list leaves out).
 */
async function defaultAccountFirst(
	context: ILoadOptionsFunctions,
	page: INodeListSearchResult,
	filter?: string,
): Promise<INodeListSearchResult> {
	const defaultId = await defaultAccountId(context);
	if (!defaultId) return page;
	const others = page.results.filter((result) => result.value !== defaultId);
	let account = page.results.find((result) => result.value === defaultId);
	if (!account) {
		const body = await adsRequest
			.call(context, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(defaultId)}`,
				idempotent: true,
			})
			.catch(() => ({}) as IDataObject);
		[account] = namedWithId(body.data ? [body.data as IDataObject] : [], filter);
	}
	if (!account) return page;
	return {
		...page,
		results: [{ ...account, name: `${DEFAULT_ACCOUNT_MARK} ${account.name}` }, ...others],
	};
}

/**
 * listSearch: the ads accounts of the credential, its Default Ads Account ID (when set) first, so
 * that a new node's Account is one click away.
 */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await namedRecordsPage(
		this,
		'/12/accounts',
		{ count: PICKER_PAGE },
		filter,
		paginationToken,
	);
	if (!paginationToken) return await defaultAccountFirst(this, page, filter);
	// Later pages leave out the default account: the first page showed it already.
	const defaultId = await defaultAccountId(this);
	return { ...page, results: page.results.filter((result) => result.value !== defaultId) };
}
