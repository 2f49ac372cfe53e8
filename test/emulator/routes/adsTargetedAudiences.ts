import { adsPage } from '../paging';
import { adsRoute, booleans, firstProblem, notFound, single, unknownParameters } from '../adsRules';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';
import { tailoredAudiences } from './adsAudiencePermissions';

/** A targeted audience entry: a campaign and its line items targeting the audience. */
export interface TargetedEntry {
	custom_audience_id: string;
	campaign_id: string;
	campaign_name: string;
	line_items: Array<{ id: string; name: string | null; servable: boolean }>;
}

/** The endpoint takes no count: the platform picks the page size (small here, so paging shows). */
export const TARGETED_PAGE_SIZE = 5;

/**
 * Twelve campaigns target the seeded account's audience. Each has a line item that is not
 * servable; every third campaign has no servable line item at all, so with_active=true (the
 * default) shows 8 campaigns with one line item each, with_active=false all 12 with two.
 */
export const targetedEntries = (state: EmulatorState): TargetedEntry[] =>
	state.collection<TargetedEntry>('adsTargetedAudiences', () =>
		Array.from({ length: 12 }, (_, n) => ({
			custom_audience_id: '1nmth',
			campaign_id: `cmp${n.toString(36)}`,
			campaign_name: `Campaign ${n}`,
			line_items: [
				{ id: `li${n.toString(36)}a`, name: `Line item ${n}a`, servable: n % 3 !== 2 },
				{
					id: `li${n.toString(36)}b`,
					name: n % 2 === 0 ? null : `Line item ${n}b`,
					servable: false,
				},
			],
		})),
	);

/** GET .../custom_audiences/:custom_audience_id/targeted: with_active and cursor only. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/custom_audiences/:custom_audience_id/targeted',
		withAccount(({ state, params, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['with_active', 'cursor']),
				booleans(query, ['with_active']),
			);
			if (problem) return problem;
			const audience = tailoredAudiences(state).find(
				(candidate) =>
					candidate.id === params.custom_audience_id &&
					candidate.owner_account_id === account.id &&
					!candidate.deleted,
			);
			if (!audience) return notFound(query, `Custom audience ${params.custom_audience_id}`);
			const activeOnly = single(query.with_active) !== 'false';
			const entries = targetedEntries(state)
				.filter((entry) => entry.custom_audience_id === audience.id)
				.map(({ custom_audience_id: _, ...entry }) => ({
					...entry,
					line_items: entry.line_items.filter((item) => item.servable || !activeOnly),
				}))
				.filter((entry) => entry.line_items.length > 0);
			return adsPage(entries, query, {
				min: TARGETED_PAGE_SIZE,
				max: TARGETED_PAGE_SIZE,
				default: TARGETED_PAGE_SIZE,
			});
		}),
	),
];
