import type { IDataObject } from 'n8n-workflow';

import { pollState } from '../shared/pollState';

/** What the Platform Ads Trigger remembers between polls (see pollState). */
export interface AdsTriggerState {
	/** The settings it belongs to: another account, entity, filter or groups starts afresh. */
	settings: string;
	/**
	 * The first change bucket (UTC whole hour, ms) the next check asks about: the hour the last
	 * check ran in, which may still receive changes.
	 */
	fromMs: number;
	/** When the last check ran (ms): the polls of the hour after it send nothing (hourlyCheck.ts). */
	checkedMs?: number;
	/** The account's time zone, read once at the first poll. */
	timeZone: string;
	/** Fingerprint by row key (placement|id|hour) of the rows the last poll saw, at most SEEN_CAP. */
	seen: Record<string, string>;
}

export const triggerState = pollState<AdsTriggerState>('adsMetrics');

/** A short fingerprint of a row (FNV-1a, 32 bits): enough to tell a changed row, small to keep. */
export function fingerprint(row: IDataObject): string {
	const text = JSON.stringify(row);
	let hash = 0x811c9dc5;
	for (let at = 0; at < text.length; at++) {
		hash ^= text.charCodeAt(at);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(16).padStart(8, '0');
}
