import { pollState, SEEN_CAP } from '../shared/pollState';

/** What the trigger remembers between polls (see pollState). */
export interface PollState {
	/** The settings it belongs to: another event, user, query or list starts afresh. */
	settings: string;
	/** The user the settings name, looked up once. */
	userId?: string;
	/** The newest id recorded, for lists read newest first with since_id (or an id order). */
	newestId?: string;
	/** Ids seen recently, newest first, at most SEEN_CAP, for lists with no since_id (followers...). */
	seen?: string[];
}

export const triggerState = pollState<PollState>('poll');

/** The ids seen now, newest first, then those seen before, up to SEEN_CAP. */
export function rememberSeen(fresh: string[], earlier: string[] = []): string[] {
	const now = new Set(fresh);
	return [...fresh, ...earlier.filter((id) => !now.has(id))].slice(0, SEEN_CAP);
}

/** Numeric ids compared as numbers (they exceed 2^53): negative, zero or positive. */
export function compareIds(a: string, b: string): number {
	const difference = BigInt(a) - BigInt(b);
	return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}
