import type { IDataObject } from 'n8n-workflow';

import { adsEnvironmentOf, adsRequest } from '../ads/adsRequest';
import type { NodeContext } from '../nodeContext';
import { oncePerExecution } from '../oncePerExecution';
import { knownZone, zoneOffsetMs } from '../times';
import type { RequestContext } from '../transport/platformRequest';
import { DAY_MS } from './analyticsEnums';

/**
 * The account's time zone decides what a day is for the analytics endpoints: DAY buckets start
 * at the account's midnight, and the platform places midnight with the offset of the CURRENT day,
 * not that of the requested day. So a day is always 24 hours here and every day of a request
 * starts at the same UTC hour (05:00Z for America/New_York in winter, even for a day in July).
 * Zones and offsets themselves are times.ts's.
 */

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

/** The offset the platform places the account's midnights with: that of the current day. */
export const currentOffsetMs = (timeZone: string, nowMs = Date.now()): number =>
	zoneOffsetMs(timeZone, nowMs);

/** Whether an instant is the account's midnight (with the current day's offset). */
export const isAccountMidnight = (ms: number, offsetMs: number): boolean =>
	(((ms + offsetMs) % DAY_MS) + DAY_MS) % DAY_MS === 0;

/** The account's midnight that starts the day `daysFromToday` days from today (0: today's). */
export function accountMidnight(offsetMs: number, daysFromToday = 0, nowMs = Date.now()): number {
	const localToday = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS;
	return localToday + daysFromToday * DAY_MS - offsetMs;
}
