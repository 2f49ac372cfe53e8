import type { IDataObject, IPollFunctions } from 'n8n-workflow';

/** How many rows' fingerprints the trigger remembers (those of the last poll's change buckets). */
export const SEEN_CAP = 10_000;

/**
 * What the Platform Ads Trigger remembers between polls, in the node's workflow static data only
 * (saved with the workflow: another n8n process or a restart goes on from it).
 */
export interface AdsTriggerState {
	/** The settings it belongs to: another account, entity, filter or groups starts afresh. */
	settings: string;
	/**
	 * The first change bucket (UTC whole hour, ms) the next poll asks about: the hour the last
	 * poll ran in, which may still receive changes (polls inside one hour hit the same bucket).
	 */
	fromMs: number;
	/** The account's time zone, read once at the first poll. */
	timeZone: string;
	/** Fingerprint by row key (placement|id|hour) of the rows the last poll saw. */
	seen: Record<string, string>;
}

const KEY = 'adsMetrics';

/** The state of these settings, or none on the first poll (or after the settings changed). */
export function readState(context: IPollFunctions, settings: string): AdsTriggerState | undefined {
	const state = context.getWorkflowStaticData('node')[KEY] as AdsTriggerState | undefined;
	return state?.settings === settings ? state : undefined;
}

/** Stores the state; a new object, so n8n's observed static data knows it changed. */
export function writeState(context: IPollFunctions, state: AdsTriggerState): void {
	context.getWorkflowStaticData('node')[KEY] = { ...state } as unknown as IDataObject;
}

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
