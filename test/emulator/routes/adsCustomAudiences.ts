import { adsPage } from '../paging';
import { booleans, firstProblem, single, unknownParameters } from '../adsRules';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';
import { audiencePermissions, tailoredAudiences } from './adsAudiencePermissions';

/**
 * GET /12/accounts/:account_id/custom_audiences: the account's own audiences (permission_scope
 * OWNER, the default) or those other accounts shared with it (SHARED); q matches the start of
 * the name, case-insensitively, as the platform's q does.
 */
export const routes: Route[] = [
	{
		api: 'ads-any',
		method: 'GET',
		path: '/12/accounts/:account_id/custom_audiences',
		auth: 'oauth1-user',
		handler: withAccount(({ state, query }, account) => {
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
				booleans(query, ['with_deleted', 'with_total_count']),
			);
			if (problem) return problem;
			const shared = single(query.permission_scope) === 'SHARED';
			const prefix = (single(query.q) ?? '').toLowerCase();
			const ids = single(query.custom_audience_ids)?.split(',');
			const withDeleted = single(query.with_deleted) === 'true';
			const audiences = tailoredAudiences(state).filter(
				(audience) =>
					(shared
						? audiencePermissions(state).some(
								(permission) =>
									permission.tailored_audience_id === audience.id &&
									permission.granted_account_id === account.id &&
									!permission.deleted,
							)
						: audience.owner_account_id === account.id) &&
					(withDeleted || !audience.deleted) &&
					audience.name.toLowerCase().startsWith(prefix) &&
					(!ids || ids.includes(audience.id)),
			);
			return adsPage(audiences, query, { min: 1, max: 1000, default: 200 });
		}),
	},
];
