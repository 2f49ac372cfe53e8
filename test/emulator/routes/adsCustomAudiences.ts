import { adsError } from '../errors';
import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	isReply,
	isTrue,
	missing,
	single,
	unknownParameters,
} from '../adsRules';
import { idList } from '../cards';
import { adsNow, adsTime } from '../adsClock';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';
import { withAccount } from './adsAccounts';
import {
	audiencePermissions,
	tailoredAudiences,
	type TailoredAudience,
} from './adsAudiencePermissions';

const PERMISSION_SCOPES = ['OWNER', 'SHARED'];
/** The platform's threshold: fewer matched users than this is TOO_SMALL. */
const TARGETABLE_SIZE = 100;

/**
 * The custom audience record as the interface answers it. Seeded audiences carry only what
 * sharing needs (and a size); the rest is what a CRM audience of that size shows.
 */
export function audienceRecord(audience: TailoredAudience, accountId: string) {
	const size = audience.audience_size === undefined ? 25_000 : audience.audience_size;
	const reasons =
		(audience.reasons_not_targetable as string[] | undefined) ??
		(typeof size === 'number' && size >= TARGETABLE_SIZE ? [] : ['TOO_SMALL']);
	return {
		id: audience.id,
		name: audience.name,
		description: audience.description ?? null,
		audience_size: size,
		audience_type: 'CRM',
		targetable: reasons.length === 0,
		targetable_types: ['CRM', 'EXCLUDED_CRM'],
		reasons_not_targetable: reasons,
		partner_source: 'OTHER',
		permission_level: audience.owner_account_id === accountId ? 'READ_WRITE' : 'READ_ONLY',
		owner_account_id: audience.owner_account_id,
		is_owner: audience.owner_account_id === accountId,
		created_at: audience.created_at ?? '2026-01-01T00:00:00Z',
		updated_at: audience.updated_at ?? '2026-01-01T00:00:00Z',
		deleted: audience.deleted,
	};
}

const sharedWith = (state: EmulatorState, audience: TailoredAudience, accountId: string) =>
	audiencePermissions(state).some(
		(permission) =>
			permission.tailored_audience_id === audience.id &&
			permission.granted_account_id === accountId &&
			!permission.deleted,
	);

const audienceNotFound = (query: Query, id: string): Reply =>
	adsError(
		404,
		'TAILORED_AUDIENCE_NOT_FOUND',
		`Custom audience ${id} was not found`,
		{ parameter: 'custom_audience_id', value: id },
		{ ...query },
	);

/** The audience of the path, owned by the account (shared ones are read-only), or the refusal. */
function ownAudience(
	{ state, params, query }: RouteContext,
	accountId: string,
): TailoredAudience | Reply {
	const found = tailoredAudiences(state).find(
		(audience) =>
			audience.id === params.custom_audience_id &&
			(audience.owner_account_id === accountId || sharedWith(state, audience, accountId)) &&
			(!audience.deleted || isTrue(query, 'with_deleted')),
	);
	return found ?? audienceNotFound(query, params.custom_audience_id);
}

/** A name is 1 to 255 characters here, and no other live audience of the account uses it. */
function nameProblem(
	state: EmulatorState,
	query: Query,
	accountId: string,
	exceptId?: string,
): Reply | undefined {
	const name = single(query.name);
	if (name === undefined) return undefined;
	if (name.trim() === '' || [...name].length > 255)
		return invalid(query, 'name', 'name must be 1 to 255 characters');
	const taken = tailoredAudiences(state).find(
		(audience) =>
			audience.owner_account_id === accountId &&
			!audience.deleted &&
			audience.id !== exceptId &&
			audience.name.toLowerCase() === name.toLowerCase(),
	);
	return taken
		? invalid(query, 'name', `name "${name}" is already used by custom audience ${taken.id}`)
		: undefined;
}

const PATH = '/12/accounts/:account_id/custom_audiences';
const now = (state: EmulatorState) => adsTime(adsNow(state));

/**
 * Custom audience records. The list gives the account's own audiences (permission_scope OWNER,
 * the default) or those other accounts shared with it (SHARED); q matches the start of the name,
 * case-insensitively. An unknown or deleted audience answers 404 TAILORED_AUDIENCE_NOT_FOUND.
 */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) => {
			const scope = single(query.permission_scope) ?? 'OWNER';
			const q = single(query.q);
			const ids = idList(query, 'custom_audience_ids');
			const problem = firstProblem(
				unknownParameters(query, [
					'custom_audience_ids',
					'permission_scope',
					'q',
					'count',
					'cursor',
					'sort_by',
					'with_deleted',
					'with_total_count',
				]),
				PERMISSION_SCOPES.includes(scope)
					? undefined
					: invalid(query, 'permission_scope', 'permission_scope must be OWNER or SHARED'),
				q !== undefined && (q.length < 1 || q.length > 255)
					? invalid(query, 'q', 'q must be 1 to 255 characters')
					: undefined,
				ids.problem,
			);
			if (problem) return problem;
			const prefix = (q ?? '').toLowerCase();
			const audiences = tailoredAudiences(state).filter(
				(audience) =>
					(scope === 'SHARED'
						? sharedWith(state, audience, account.id)
						: audience.owner_account_id === account.id) &&
					audience.name.toLowerCase().startsWith(prefix) &&
					(!ids.values || ids.values.includes(audience.id)),
			);
			return adsList(
				audiences.map((audience) => audienceRecord(audience, account.id)),
				query,
				['custom_audience_ids', 'permission_scope', 'q'],
			);
		}),
	),
	adsRoute(
		'GET',
		`${PATH}/:custom_audience_id`,
		withAccount((context, account) => {
			const problem = unknownParameters(context.query, ['with_deleted']);
			if (problem) return problem;
			const found = ownAudience(context, account.id);
			if (isReply(found)) return found;
			return envelope(audienceRecord(found, account.id), context.query);
		}),
	),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['name', 'description']),
				query.name === undefined ? missing(query, 'name') : undefined,
				nameProblem(state, query, account.id),
			);
			if (problem) return problem;
			const created: TailoredAudience = {
				id: `1nm${Number(state.nextNumericId().slice(-9)).toString(36)}`,
				name: String(single(query.name)),
				description: single(query.description) ?? null,
				owner_account_id: account.id,
				deleted: false,
				audience_size: null,
				reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
				created_at: now(state),
				updated_at: now(state),
			};
			tailoredAudiences(state).push(created);
			return envelope(audienceRecord(created, account.id), query);
		}),
	),
	adsRoute(
		'PUT',
		`${PATH}/:custom_audience_id`,
		withAccount((context, account) => {
			const { state, query } = context;
			const problem = unknownParameters(query, ['name', 'description']);
			if (problem) return problem;
			const found = ownAudience(context, account.id);
			if (isReply(found)) return found;
			if (found.owner_account_id !== account.id) return audienceNotFound(query, found.id);
			const taken = nameProblem(state, query, account.id, found.id);
			if (taken) return taken;
			if (query.name !== undefined) found.name = String(single(query.name));
			if (query.description !== undefined) found.description = single(query.description);
			found.updated_at = now(state);
			return envelope(audienceRecord(found, account.id), query);
		}),
	),
	adsRoute(
		'DELETE',
		`${PATH}/:custom_audience_id`,
		withAccount((context, account) => {
			const problem = unknownParameters(context.query, []);
			if (problem) return problem;
			const found = ownAudience(context, account.id);
			if (isReply(found)) return found;
			if (found.owner_account_id !== account.id) return audienceNotFound(context.query, found.id);
			Object.assign(found, {
				deleted: true,
				audience_size: null,
				reasons_not_targetable: ['TOO_SMALL'],
				updated_at: now(context.state),
			});
			return envelope(audienceRecord(found, account.id), context.query);
		}),
	),
];
