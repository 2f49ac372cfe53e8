import { seededTime } from '../adsRules';
import type { EmulatorState } from '../state';
import type { UserOperation } from './batchChecks';

/**
 * The users of custom audiences and do-not-reach lists, kept so tests can assert membership after
 * an add or a remove: one member per identifier, `<kind>:<hashed value>` (partner_user_id as sent),
 * with the membership window of the operation that added it.
 */
export interface Membership {
	effective_at: string | null;
	expires_at: string | null;
}

/** A do-not-reach list. */
export interface DoNotReachList {
	id: string;
	account_id: string;
	name: string;
	description: string | null;
	targetable: boolean;
	reasons_not_targetable: string[];
	list_size: number | null;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** Test controls of the users batch endpoints: the next requests' answers. */
export interface BatchControls {
	/**
	 * How many of the next batch requests answer a success_count one lower than the operations
	 * processed.
	 */
	countMismatch: number;
	/** Positions of the next batch request's operations refused as missing a required parameter. */
	rejectOperations: number[];
}

export const ACCOUNT_ID = '18ce54d4x5t';
/**
 * The seeded custom audiences of the first account (the platform has no custom audience endpoints
 * but users).
 */
export const CUSTOM_AUDIENCE_IDS = ['1nmth', '1nmtj'];

const list = (
	id: string,
	name: string,
	minutes: number,
	extra: Partial<DoNotReachList> = {},
): DoNotReachList => ({
	id,
	account_id: ACCOUNT_ID,
	name,
	description: null,
	targetable: true,
	reasons_not_targetable: [],
	list_size: 1200,
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	deleted: false,
	...extra,
});

/** Two lists of the first account: one targetable, one still processing. */
export const doNotReachLists = (state: EmulatorState): DoNotReachList[] =>
	state.collection<DoNotReachList>('adsDoNotReachLists', () => [
		list('dnr1a', 'Existing customers', 10, { description: 'Do not advertise to buyers' }),
		list('dnr2b', 'Opted out', 20, {
			targetable: false,
			reasons_not_targetable: ['PROCESSING'],
			list_size: null,
		}),
	]);

export const batchControls = (state: EmulatorState): BatchControls =>
	state.collection<BatchControls>('adsAudienceBatchControls', () => [
		{ countMismatch: 0, rejectOperations: [] },
	])[0];

const memberships = (state: EmulatorState) =>
	state.collection<{ owner: string; members: Map<string, Membership> }>('adsAudienceMembers');

/** The members of a custom audience or do-not-reach list (`audience:<id>` / `list:<id>`). */
export function members(state: EmulatorState, owner: string): Map<string, Membership> {
	const all = memberships(state);
	let found = all.find((entry) => entry.owner === owner);
	if (!found) {
		found = { owner, members: new Map() };
		all.push(found);
	}
	return found.members;
}

/** Applies the operations in order: Update adds (or renews) each identifier, Delete removes it. */
export function applyOperations(
	state: EmulatorState,
	owner: string,
	operations: UserOperation[],
): void {
	const set = members(state, owner);
	for (const { operation_type: type, params } of operations) {
		for (const user of params.users) {
			for (const [kind, values] of Object.entries(user)) {
				for (const value of values) {
					const key = `${kind}:${value}`;
					if (type === 'Delete') set.delete(key);
					else
						set.set(key, {
							effective_at: params.effective_at ?? null,
							expires_at: params.expires_at ?? null,
						});
				}
			}
		}
	}
}

/** Everything the stores hold, for GET /__emulator/ads-audience-users (identifiers are hashes). */
export function describeStores(state: EmulatorState): Record<string, unknown> {
	return {
		members: Object.fromEntries(
			memberships(state).map(({ owner, members: set }) => [owner, [...set.keys()].sort()]),
		),
		do_not_reach_lists: doNotReachLists(state),
		controls: batchControls(state),
	};
}
