import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { matchesFilter } from '../../../shared/pickerFilter';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { AUDIENCE_PARAMETER } from './permissionsPath';

/** The permissions list's largest page: the picker fetches few pages. */
const PICKER_PAGE = 1000;

/**
 * listSearch of the Revoke picker: the live permissions of the chosen audience (GET on the /5/
 * path), shown by granted account and level, filtered by account ID on the page received.
 */
export async function searchAudiencePermissions(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const ids = [ACCOUNT_PARAMETER, AUDIENCE_PARAMETER].map((name) =>
		String(this.getNodeParameter(name, '', { extractValue: true }) ?? '').trim(),
	);
	if (ids.some((id) => !id)) return { results: [] };
	const [account, audience] = ids.map(encodeURIComponent);
	const body = await adsRequest.call(this, {
		method: 'GET',
		path: `/5/accounts/${account}/tailored_audiences/${audience}/permissions`,
		qs: { count: PICKER_PAGE, ...(paginationToken ? { cursor: paginationToken } : {}) },
	});
	return {
		results: ((body.data as IDataObject[] | undefined) ?? [])
			.filter((permission) => matchesFilter(filter, permission.granted_account_id))
			.map((permission) => ({
				name: `${String(permission.granted_account_id)}: ${String(permission.permission_level)} (${String(permission.id)})`,
				value: String(permission.id),
			})),
		paginationToken: (body.next_cursor as string | null | undefined) ?? undefined,
	};
}
