import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { ACCOUNT_PARAMETER } from './accountLocator';
import { adsRequest } from './adsRequest';

/**
 * One page of a list of the chosen account, for a picker (listSearch or loadOptions, in Platform
 * Ads and its trigger): undefined until an account is chosen. `collection` follows the account path, e.g. `/media_library`.
 */
export async function accountListPage(
	this: ILoadOptionsFunctions,
	collection: string,
	query: IDataObject,
	paginationToken?: string,
): Promise<{ records: IDataObject[]; paginationToken?: string } | undefined> {
	const accountId = String(
		this.getNodeParameter(ACCOUNT_PARAMETER, '', { extractValue: true }) ?? '',
	);
	if (!accountId) return undefined;
	const body = await adsRequest.call(this, {
		method: 'GET',
		path: `/12/accounts/${encodeURIComponent(accountId)}${collection}`,
		qs: { ...query, ...(paginationToken ? { cursor: paginationToken } : {}) },
	});
	return {
		records: (body.data as IDataObject[] | undefined) ?? [],
		paginationToken: (body.next_cursor as string | null | undefined) ?? undefined,
	};
}
