import type { IDataObject } from 'n8n-workflow';

import { adsRequest } from '../ads/adsRequest';
import type { RequestContext } from '../transport/platformRequest';
import { STATS_ENTITIES } from './analyticsEnums';
import { inBatches } from './statsWindows';

/** IDs per list request: the lists' largest ID filter. */
const IDS_PER_LIST = 200;

/**
 * The names of the entities stats were asked for, by ID: one list request per 200 IDs
 * (campaigns, line items, funding instruments, promoted posts: the post ID, promoted accounts:
 * the user ID) with deleted ones (a deleted entity keeps its metrics), or the account itself. An
 * ID the list does not name is left out (the row's name is null).
 */
export async function entityNames(
	context: RequestContext,
	accountId: string,
	entity: string,
	ids: readonly string[],
): Promise<Map<string, string>> {
	const names = new Map<string, string>();
	const kind = STATS_ENTITIES[entity];
	const unique = [...new Set(ids)];
	if (!kind || unique.length === 0) return names;
	const account = `/12/accounts/${encodeURIComponent(accountId)}`;
	const send = adsRequest.bind(context as never);
	if (kind.list === '') {
		for (const id of unique) {
			const body = await send({
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(id)}`,
				idempotent: true,
			});
			const record = body.data as IDataObject | undefined;
			if (record?.name !== undefined) names.set(id, String(record.name));
		}
		return names;
	}
	for (const batch of inBatches(unique, IDS_PER_LIST)) {
		const body = await send({
			method: 'GET',
			path: `${account}${kind.list}`,
			qs: { [kind.idsParameter]: batch.join(','), count: IDS_PER_LIST, with_deleted: true },
			idempotent: true,
		});
		for (const record of (body.data as IDataObject[] | undefined) ?? [])
			if (record[kind.nameField] !== undefined && record[kind.nameField] !== null)
				names.set(String(record.id), String(record[kind.nameField]));
	}
	return names;
}
