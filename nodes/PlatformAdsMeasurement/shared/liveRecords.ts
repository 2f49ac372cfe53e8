import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { readAccountId } from '../../shared/ads/accountLocator';
import { adsRequest } from '../../shared/ads/adsRequest';
import type { PreSend } from '../../shared/ads/adsRouting';
import { invalidField } from '../../shared/validation';

/**
 * Every live (not deleted) record of a list of the item's account, all pages: what the
 * per-account limits (one provider configuration, 100 app lists, a campaign in one A/B test)
 * are checked against before a create is sent.
 */
export async function liveRecords(
	context: IExecuteSingleFunctions,
	collection: string,
	query: IDataObject = {},
): Promise<IDataObject[]> {
	const accountId = readAccountId(context);
	const records: IDataObject[] = [];
	let cursor: string | undefined;
	do {
		const body = await adsRequest.call(context, {
			method: 'GET',
			path: `/12/accounts/${encodeURIComponent(accountId)}${collection}`,
			qs: { count: 1000, ...query, ...(cursor ? { cursor } : {}) },
			idempotent: true,
		});
		records.push(...((body.data as IDataObject[] | undefined) ?? []));
		cursor = (body.next_cursor as string | null | undefined) ?? undefined;
	} while (cursor);
	return records.filter((record) => record.deleted !== true);
}

/**
 * A preSend of a create that an ads account's limit may refuse: the account's live records of
 * `collection` read first, and `refusal` says, from them, why the Account cannot take one more
 * (undefined when it can).
 */
export const withinAccountLimit = (
	collection: string,
	refusal: (records: IDataObject[]) => string | undefined,
): PreSend =>
	async function (request) {
		const reason = refusal(await liveRecords(this, collection));
		if (reason !== undefined)
			throw invalidField(this.getNode(), this.getItemIndex(), 'Account', reason);
		return request;
	};
