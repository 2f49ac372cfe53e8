import { adsError } from '../errors';
import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	isReply,
	notFound,
	oneOf,
	required,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';

/**
 * A tailored (custom) audience: who owns it and who sees it (sharing), and the rest of the
 * custom audience record (adsCustomAudiences.ts).
 */
export interface TailoredAudience {
	id: string;
	name: string;
	/** The account that created it: only it may grant and revoke permissions. */
	owner_account_id: string;
	deleted: boolean;
	[field: string]: unknown;
}

/** A tailored audience permission. */
export interface AudiencePermission {
	id: string;
	tailored_audience_id: string;
	granted_account_id: string;
	permission_level: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

const OWNER = '18ce54d4x5t';
const PERMISSION_LEVELS = ['READ_ONLY', 'READ_WRITE'];
const MAX_IDS = 200;

/**
 * Seeded audiences: three owned by the seeded account (one too small to target), one owned by
 * another account and shared with it (it sees that one but may not grant or revoke on it).
 */
export const tailoredAudiences = (state: EmulatorState): TailoredAudience[] =>
	state.collection<TailoredAudience>('adsTailoredAudiences', () => [
		{
			id: '1nmth',
			name: 'Newsletter subscribers',
			owner_account_id: OWNER,
			deleted: false,
			audience_size: 12_400,
		},
		// The audience example (m) keeps in step with its CRM list, picked by this name.
		{
			id: '1nmtj',
			name: 'CRM customers',
			owner_account_id: OWNER,
			deleted: false,
			audience_size: 1_800,
		},
		{ id: '1nmtx', name: 'Partner audience', owner_account_id: '18ce54ffff0', deleted: false },
		{
			id: '1nmu2',
			name: 'Newsletter trial',
			owner_account_id: OWNER,
			deleted: false,
			audience_size: null,
			reasons_not_targetable: ['TOO_SMALL'],
		},
	]);

const permission = (
	id: string,
	audienceId: string,
	account: string,
	level: string,
	minutes: number,
	deleted = false,
): AudiencePermission => ({
	id,
	tailored_audience_id: audienceId,
	granted_account_id: account,
	permission_level: level,
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	deleted,
});

/**
 * Seeded permissions: the owned audience shared with three accounts (one revoked), and the
 * partner's audience shared with the seeded account.
 */
export const audiencePermissions = (state: EmulatorState): AudiencePermission[] =>
	state.collection<AudiencePermission>('adsAudiencePermissions', () => [
		permission('perm0', '1nmth', '18ce54bgxky', 'READ_ONLY', 0),
		permission('perm1', '1nmth', '18ce54aaaa1', 'READ_WRITE', 1),
		permission('perm2', '1nmth', '18ce54aaaa2', 'READ_ONLY', 2, true),
		permission('permx', '1nmtx', OWNER, 'READ_ONLY', 3),
	]);

/** The audience of the path as the account sees it (owned, or shared with it), or the refusal. */
function visibleAudience(
	state: EmulatorState,
	accountId: string,
	id: string,
	query: Query,
): TailoredAudience | Reply {
	const audience = tailoredAudiences(state).find(
		(candidate) => candidate.id === id && !candidate.deleted,
	);
	const shared = audiencePermissions(state).some(
		(record) =>
			record.tailored_audience_id === id &&
			record.granted_account_id === accountId &&
			!record.deleted,
	);
	return audience && (audience.owner_account_id === accountId || shared)
		? audience
		: notFound(query, `Tailored audience ${id}`);
}

/** Creating or revoking permissions requires that the account own the audience. */
const notOwner = (query: Query, accountId: string, audienceId: string): Reply =>
	adsError(
		403,
		'UNAUTHORIZED_ACCESS',
		`Account ${accountId} does not own tailored audience ${audienceId}`,
		{
			parameter: 'tailored_audience_id',
			value: audienceId,
			details: 'Only the owning account can grant or revoke permissions',
		},
		{ ...query },
	);

/** An id list of up to 200 ads ids, or the refusal. */
function idList(query: Query, name: string): string[] | undefined | Reply {
	const value = single(query[name]);
	if (value === undefined) return undefined;
	const ids = value.split(',').map((id) => id.trim());
	if (ids.some((id) => !/^[0-9a-zA-Z]+$/.test(id)))
		return invalid(query, name, `${name} must be a comma list of IDs`);
	if (ids.length > MAX_IDS)
		return invalid(query, name, `${name} takes at most ${MAX_IDS} IDs, got ${ids.length}`);
	return ids;
}

const publicView = (record: AudiencePermission) => ({ ...record });
const PATH = '/5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions';

/**
 * Tailored audience permissions, on version 5 of the interface. The list takes no with_deleted
 * parameter: revoked permissions, deleted on the platform, are not listed.
 */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, [
				'count',
				'cursor',
				'sort_by',
				'with_total_count',
				'granted_account_ids',
				'tailored_audience_permission_ids',
			]);
			if (problem) return problem;
			const audience = visibleAudience(state, account.id, params.tailored_audience_id, query);
			if (isReply(audience)) return audience;
			const granted = idList(query, 'granted_account_ids');
			if (isReply(granted)) return granted;
			const ids = idList(query, 'tailored_audience_permission_ids');
			if (isReply(ids)) return ids;
			const records = audiencePermissions(state).filter(
				(record) =>
					record.tailored_audience_id === audience.id &&
					(!granted || granted.includes(record.granted_account_id)) &&
					(!ids || ids.includes(record.id)),
			);
			return adsList(records.map(publicView), query, [
				'granted_account_ids',
				'tailored_audience_permission_ids',
			]);
		}),
	),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, params, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['granted_account_id', 'permission_level']),
				required(query, ['granted_account_id', 'permission_level']),
			);
			if (problem) return problem;
			const audience = visibleAudience(state, account.id, params.tailored_audience_id, query);
			if (isReply(audience)) return audience;
			if (audience.owner_account_id !== account.id) return notOwner(query, account.id, audience.id);
			const badLevel = oneOf(query, 'permission_level', PERMISSION_LEVELS);
			if (badLevel) return badLevel;
			const level = String(single(query.permission_level));
			const granted = String(single(query.granted_account_id));
			if (!/^[0-9a-zA-Z]+$/.test(granted))
				return invalid(query, 'granted_account_id', 'granted_account_id must be an account ID');
			if (granted === account.id)
				return invalid(
					query,
					'granted_account_id',
					'An audience cannot be shared with the account that owns it',
				);
			const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
			const created: AudiencePermission = {
				id: `perm${state.nextNumericId().slice(-8)}`,
				tailored_audience_id: audience.id,
				granted_account_id: granted,
				permission_level: level,
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			audiencePermissions(state).push(created);
			return envelope(publicView(created), query);
		}),
	),
	adsRoute(
		'DELETE',
		`${PATH}/:id`,
		withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			const audience = visibleAudience(state, account.id, params.tailored_audience_id, query);
			if (isReply(audience)) return audience;
			if (audience.owner_account_id !== account.id) return notOwner(query, account.id, audience.id);
			const found = audiencePermissions(state).find(
				(record) =>
					record.tailored_audience_id === audience.id && record.id === params.id && !record.deleted,
			);
			if (!found) return notFound(query, `Tailored audience permission ${params.id}`);
			found.deleted = true;
			found.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
			return envelope(publicView(found), query);
		}),
	),
];
