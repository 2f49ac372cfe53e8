import type { IDataObject, IHttpRequestOptions, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { credentialTypeFor } from '../../shared/credentialTypes';
import { objectPairs } from '../../shared/oauth1/signHttpRequest';
import { serializePairs } from '../../shared/oauth1/percentEncode';
import { platformRequest } from '../../shared/transport/platformRequest';
import { ACCOUNT_PARAMETER } from '../descriptions/accountLocator';

/** The page size of the pickers: the lists' default, enough to scroll without waiting long. */
const PICKER_PAGE = 200;

/** GET on the ads interface of the chosen environment, with the query in the URL (signed as sent). */
async function adsGet(this: ILoadOptionsFunctions, path: string, query: IDataObject): Promise<IDataObject> {
	const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
	const credentialType = credentialTypeFor(authentication);
	const credentials = await this.getCredentials(credentialType);
	const sandbox = this.getNodeParameter('environment', 'production') === 'sandbox';
	const base = String(sandbox ? credentials.adsSandboxBaseUrl : credentials.adsBaseUrl).replace(/\/+$/, '');
	const queryText = serializePairs(objectPairs(query));
	return await platformRequest.call<ILoadOptionsFunctions, [string, IHttpRequestOptions], Promise<IDataObject>>(this, credentialType, {
		method: 'GET',
		url: `${base}${path}${queryText ? `?${queryText}` : ''}`,
		headers: { Accept: 'application/json' },
	});
}

const records = (body: IDataObject): IDataObject[] => (Array.isArray(body.data) ? (body.data as IDataObject[]) : []);
const nextCursor = (body: IDataObject): string | undefined => (body.next_cursor as string | null | undefined) ?? undefined;

/** The ads accounts of the credential, searched by name prefix on the platform (`q`). */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const query: IDataObject = { count: PICKER_PAGE };
	if (filter) query.q = filter;
	if (paginationToken) query.cursor = paginationToken;
	const body = await adsGet.call(this, '/12/accounts', query);
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
	const accountId = this.getNodeParameter(ACCOUNT_PARAMETER, '', { extractValue: true }) as string;
	if (!accountId) return { results: [] };
	const query: IDataObject = paginationToken ? { cursor: paginationToken } : {};
	const body = await adsGet.call(this, `/12/accounts/${encodeURIComponent(accountId)}/curated_categories`, query);
	const wanted = (filter ?? '').toLowerCase();
	return {
		results: records(body)
			.filter((category) => String(category.name).toLowerCase().includes(wanted))
			.map((category) => ({
				name: `${String(category.name)} (${((category.country_codes as string[] | undefined) ?? []).join(', ')})`,
				value: String(category.id),
			})),
		paginationToken: nextCursor(body),
	};
}

export const listSearch = { searchAccounts, searchCuratedCategories };
