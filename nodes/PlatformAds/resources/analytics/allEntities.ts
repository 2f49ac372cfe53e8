import type { IDataObject } from 'n8n-workflow';

import { adsEnvironmentOf, adsRequest } from '../../../shared/ads/adsRequest';
import { STATS_ENTITIES } from '../../../shared/adsAnalytics/analyticsEnums';
import { detailsOfRecords, type EntityDetails } from '../../../shared/adsAnalytics/entityNames';
import type { NodeContext } from '../../../shared/nodeContext';
import { oncePerExecution } from '../../../shared/oncePerExecution';
import { ALL_CHOICES } from './analyticsFields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * "All Campaigns" and "All Line Items" of the account instead of picking each: the account's list
 * is read (1,000 a page, deleted ones left out, once per execution and account), then its IDs go
 * to the stats 20 a request like picked ones. The list's records also give the rows' names,
 * currency and campaign, so no other lookup is needed for them.
 */

/** The most records a list page gives. */
const PAGE = 1000;

/** The account's records of the kind (not deleted), every page. */
async function listAll(
	context: CodeOperationContext,
	accountId: string,
	entity: string,
): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	let cursor: string | undefined;
	do {
		const body = await adsRequest.call(context as never, {
			method: 'GET',
			path: `/12/accounts/${encodeURIComponent(accountId)}${STATS_ENTITIES[entity].list}`,
			qs: { count: PAGE, ...(cursor ? { cursor } : {}) },
			idempotent: true,
		});
		records.push(...((body.data as IDataObject[] | undefined) ?? []));
		cursor = (body.next_cursor as string | null | undefined) ?? undefined;
	} while (cursor);
	return records;
}

/** What the list gave: the IDs in its order, and each one's details. */
export interface AllOfAccount {
	ids: string[];
	details: Map<string, EntityDetails>;
}

/** Whether the item asks for all entities of its kind. */
export const wantsAll = (
	context: CodeOperationContext,
	itemIndex: number,
	entity: string,
): boolean =>
	entity in ALL_CHOICES &&
	context.getNodeParameter(ALL_CHOICES[entity].parameter, itemIndex, false) === true;

/** The account's entities of the kind, read once per execution and account. */
export async function allOfAccount(
	context: CodeOperationContext,
	accountId: string,
	entity: string,
): Promise<AllOfAccount> {
	const environment = adsEnvironmentOf(context as unknown as NodeContext);
	return await oncePerExecution(
		context,
		`ads.analyticsAll.${environment}.${accountId}.${entity}`,
		async () => {
			const records = await listAll(context, accountId, entity);
			return {
				ids: records.map((record) => String(record.id)),
				details: detailsOfRecords(entity, records),
			};
		},
	);
}
