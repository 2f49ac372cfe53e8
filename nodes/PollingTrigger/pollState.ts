import type { IDataObject, IPollFunctions } from 'n8n-workflow';

/** How many recently seen ids a list without since_id remembers (followers, members, likes). */
export const SEEN_CAP = 10_000;

/**
 * What the trigger remembers between polls, in the node's workflow static data (saved with the
 * workflow, so another n8n process or a restart goes on from it; nothing is kept in memory).
 */
export interface PollState {
	/** The settings it belongs to: another event, user, query or list starts afresh. */
	settings: string;
	/** The user the settings name, looked up once. */
	userId?: string;
	/** The newest id recorded, for lists read newest first with since_id (or an id order). */
	newestId?: string;
	/** Ids seen recently, newest first, at most SEEN_CAP, for lists with no since_id. */
	seen?: string[];
}

const KEY = 'poll';

/** The state of these settings, or none on the first poll (or after the settings changed). */
export function readState(context: IPollFunctions, settings: string): PollState | undefined {
	const state = context.getWorkflowStaticData('node')[KEY] as PollState | undefined;
	return state?.settings === settings ? state : undefined;
}

/** Stores the state; a new object, so n8n's observed static data knows it changed. */
export function writeState(context: IPollFunctions, state: PollState): void {
	context.getWorkflowStaticData('node')[KEY] = { ...state } as unknown as IDataObject;
}

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
