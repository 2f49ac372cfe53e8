import type { IDataObject } from 'n8n-workflow';

import { adsEnvironmentOf, adsRequest } from '../ads/adsRequest';
import type { NodeContext } from '../nodeContext';
import { oncePerExecution } from '../oncePerExecution';
import type { RequestContext } from '../transport/platformRequest';
import { knownZone } from './accountDays';

/** The days of an account (offsets, midnights, ISO times with an offset): see accountDays.ts. */
export * from './accountDays';

/** The account's IANA time zone (GET /12/accounts/{id}), read once per execution and account. */
export async function accountTimeZone(context: RequestContext, accountId: string): Promise<string> {
	const environment = adsEnvironmentOf(context as NodeContext);
	return await oncePerExecution(context, `ads.timeZone.${environment}.${accountId}`, async () => {
		const body = await adsRequest.call(context as never, {
			method: 'GET',
			path: `/12/accounts/${encodeURIComponent(accountId)}`,
			idempotent: true,
		});
		const zone = (body.data as IDataObject | undefined)?.timezone;
		return knownZone(typeof zone === 'string' && zone ? zone : 'UTC');
	});
}
