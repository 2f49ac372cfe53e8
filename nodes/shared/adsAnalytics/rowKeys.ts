import type { IDataObject } from 'n8n-workflow';

import { isoUtc } from '../times';
import { DAY_MS } from './analyticsEnums';

/**
 * What lets a workflow keep ads figures in its own table: a key that names the same bucket on
 * every run (so a row read again replaces the one kept), and whether the row's figures can still
 * change. The platform's figures are estimates at first: every metric but spend is final 24 hours
 * after its bucket ends, spend 3 days after (it may still drop a little later, for billing
 * corrections, which no run can know of).
 */

/** After a bucket's end: when its metrics other than spend are final. */
export const METRICS_FINAL_MS = DAY_MS;
/** After a bucket's end: when its spend is final. */
export const SPEND_FINAL_MS = 3 * DAY_MS;

/** What names one bucket of one entity. */
export interface RowKeyParts {
	accountId: string;
	entity: string | null;
	id: string;
	segment: IDataObject | null;
	placement: string | null;
	granularity: string;
	/**
	 * The bucket as the account reads it, not as an instant: an HOUR is its UTC start; a DAY is
	 * its date in the account's zone (the platform places the account's midnights with the current
	 * day's offset, so the same day starts at another UTC hour after a daylight saving change);
	 * a TOTAL is its wall-clock start and end in the account's zone.
	 */
	bucket: string;
}

/** The segment in a key: "name=value", '' without one. */
function segmentText(segment: IDataObject | null): string {
	if (!segment) return '';
	if ('name' in segment || 'value' in segment)
		return `${String(segment.name ?? '')}=${String(segment.value ?? '')}`;
	return JSON.stringify(segment);
}

/** The key of every bucket of one entity and segment, without the bucket (it ends in '|'). */
export const rowKeyPrefix = (parts: Omit<RowKeyParts, 'bucket'>): string =>
	[
		parts.accountId,
		parts.entity ?? '',
		parts.id,
		segmentText(parts.segment),
		parts.placement ?? '',
		parts.granularity,
		'',
	].join('|');

/** The row's key: account|entity|id|segment|placement|granularity|bucket. */
export const rowKey = (parts: RowKeyParts): string => rowKeyPrefix(parts) + parts.bucket;

/** A row's freshness columns. */
export interface Freshness {
	/** Every figure of the row is final. */
	final: boolean;
	/** When every figure of the row is final (UTC). */
	finalAt: string;
	/** The spend is final; null when the row has no spend. */
	spendFinal: boolean | null;
}

/** The freshness of a bucket that ends at `endMs`, read at `nowMs`. */
export function freshness(endMs: number, hasSpend: boolean, nowMs: number): Freshness {
	const finalAtMs = endMs + (hasSpend ? SPEND_FINAL_MS : METRICS_FINAL_MS);
	return {
		final: nowMs >= finalAtMs,
		finalAt: isoUtc(finalAtMs),
		spendFinal: hasSpend ? nowMs >= endMs + SPEND_FINAL_MS : null,
	};
}

/**
 * The columns a row carries for keeping and reporting it that are no figure of the platform's: a
 * change in them (a row turning final as time passes, a campaign renamed) is no change of the
 * metrics.
 */
export const KEEPING_COLUMNS: ReadonlySet<string> = new Set([
	'rowKey',
	'final',
	'finalAt',
	'spendFinal',
	'date',
	'hour',
	'currency',
	'campaignId',
	'campaignName',
]);
