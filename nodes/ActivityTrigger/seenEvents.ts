import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../shared/isRecord';

/**
 * The record of event_uuids a trigger has taken, to drop repeated deliveries.
 *
 * n8n loads a workflow's static data afresh for every webhook request and writes the whole
 * object back afterwards, with no lock, so concurrent deliveries would overwrite each other's
 * entries if the static data were the only record. Each n8n process therefore keeps its own
 * record per workflow and node, checked and updated in one synchronous step (no await between
 * the check and the update, so no two requests of the process can both claim one id). The
 * persisted static data is merged in on every request and written back in full, so the record
 * survives restarts and reaches other processes (queue mode) as far as n8n's unlocked saves
 * allow: correctness across processes rests on the persisted record, the in-process one only
 * closes the race within a process.
 */

/** Default freshness window, in hours: the platform replays deliveries of the past 24 hours. */
export const DEFAULT_WINDOW_HOURS = 24;

/** The most ids remembered per trigger, whatever the window: bounds memory and the saved size. */
export const SEEN_EVENTS_CAP = 10_000;

/** event_uuid -> when it was first taken (epoch ms), oldest first. */
type SeenRecord = Map<string, number>;

const recordsInProcess = new Map<string, SeenRecord>();

/** The static data field; the earlier `seenEventUuids` list is read once and dropped. */
const FIELD = 'seenEvents';
const LEGACY_FIELD = 'seenEventUuids';

function persistedEntries(staticData: IDataObject, now: number): Array<[string, number]> {
	const saved = staticData[FIELD];
	const entries: Array<[string, number]> = [];
	if (isRecord(saved)) {
		for (const [id, at] of Object.entries(saved)) {
			if (typeof at === 'number') entries.push([id, at]);
		}
	}
	const legacy = staticData[LEGACY_FIELD];
	if (Array.isArray(legacy))
		for (const id of legacy) if (typeof id === 'string') entries.push([id, now]);
	return entries;
}

/** This process's record for `key`, with every persisted entry it did not know yet merged in. */
function currentRecord(key: string, staticData: IDataObject, now: number): SeenRecord {
	let record = recordsInProcess.get(key);
	if (!record) recordsInProcess.set(key, (record = new Map()));
	const unknown = persistedEntries(staticData, now).filter(([id]) => !record.has(id));
	if (unknown.length) {
		// Rebuilt in time order, so pruning from the front drops the oldest first.
		const merged = [...record.entries(), ...unknown].sort((a, b) => a[1] - b[1]);
		record.clear();
		for (const [id, at] of merged) record.set(id, at);
	}
	return record;
}

function prune(record: SeenRecord, oldestKept: number, cap: number): void {
	for (const [id, at] of record) {
		if (at >= oldestKept && record.size <= cap) break;
		record.delete(id);
	}
}

export interface ClaimOptions {
	/** Which trigger: workflow id, node name and mode, so test runs never hide live events. */
	key: string;
	staticData: IDataObject;
	eventUuid: string;
	windowMs: number;
	now?: number;
	cap?: number;
}

/**
 * Takes `eventUuid` if no delivery of this trigger took it within the window: true the first
 * time, false for a repeat. Synchronous by design (see above). The static data gets a new
 * object, so n8n's observed static data marks itself changed and saves it.
 */
export function claimEvent({
	key,
	staticData,
	eventUuid,
	windowMs,
	now = Date.now(),
	cap = SEEN_EVENTS_CAP,
}: ClaimOptions): boolean {
	const record = currentRecord(key, staticData, now);
	const persisted = staticData[FIELD];
	const persistedSize =
		persisted && typeof persisted === 'object' ? Object.keys(persisted).length : 0;
	prune(record, now - windowMs, cap);
	const isNew = !record.has(eventUuid);
	if (isNew) record.set(eventUuid, now);
	prune(record, now - windowMs, cap);
	// A repeat rewrites the record too when the saved copy lags behind this process's (an older
	// concurrent save landed last), so the saved record heals with the next delivery of any kind.
	if (isNew || persistedSize !== record.size || staticData[LEGACY_FIELD]) {
		staticData[FIELD] = Object.fromEntries(record);
		delete staticData[LEGACY_FIELD];
	}
	return isNew;
}

/** Forgets every in-process record (tests that play a restart). */
export function forgetInProcessRecords(): void {
	recordsInProcess.clear();
}
