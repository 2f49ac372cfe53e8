import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	notFound,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';

/** An advertiser business category. */
export interface BusinessCategory {
	id: string;
	name: string;
	iab_categories: string[];
}

/** A curated category; available only in its country_codes. */
export interface CuratedCategory {
	id: string;
	name: string;
	description: string;
	country_codes: string[];
	publisher_user_ids: string[];
	videos_monetized_in_last_thirty_days: number;
	created_at: string;
	updated_at: string;
}

export const businessCategories = (state: EmulatorState): BusinessCategory[] =>
	state.collection<BusinessCategory>('adsBusinessCategories', () => [
		{ id: '1', name: 'Automotive', iab_categories: ['IAB2'] },
		{ id: '2', name: 'Books and Literature', iab_categories: ['IAB1-1'] },
		{ id: '3', name: 'Business', iab_categories: ['IAB3', 'IAB3-1'] },
	]);

/** The curated categories every account sees. */
export const curatedCategories = (state: EmulatorState): CuratedCategory[] =>
	state.collection<CuratedCategory>('adsCuratedCategories', () =>
		[
			['1a', 'Sports', ['US', 'GB']],
			['1b', 'Music', ['US']],
			['1c', 'Gaming', ['JP', 'GB']],
		].map(([id, name, countries]) => ({
			id: id as string,
			name: name as string,
			description: `${name as string} publishers`,
			country_codes: countries as string[],
			publisher_user_ids: ['2244994945'],
			videos_monetized_in_last_thirty_days: 120,
			created_at: '2026-01-01T00:00:00Z',
			updated_at: '2026-01-01T00:00:00Z',
		})),
	);

/** Business categories (no parameters) and the curated categories of an account. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/advertiser_business_categories',
		({ state, query }) =>
			unknownParameters(query, []) ?? envelope(businessCategories(state), query),
	),
	adsRoute(
		'GET',
		'/12/accounts/:account_id/curated_categories',
		withAccount(({ state, query }) => {
			const problem = unknownParameters(query, ['country_codes']);
			if (problem) return problem;
			const codes = single(query.country_codes)
				?.split(',')
				.map((code) => code.trim().toUpperCase());
			if (codes?.some((code) => !/^[A-Z]{2}$/.test(code)))
				return invalid(query, 'country_codes', 'country_codes must be two-letter country codes');
			const data = curatedCategories(state).filter(
				(category) => !codes || category.country_codes.some((code) => codes.includes(code)),
			);
			return {
				body: {
					data,
					request: { params: { ...query } },
					total_count: data.length,
					next_cursor: null,
				},
			};
		}),
	),
	adsRoute(
		'GET',
		'/12/accounts/:account_id/curated_categories/:curated_category_id',
		withAccount(({ state, params, query }) => {
			const problem = firstProblem(unknownParameters(query, []));
			if (problem) return problem;
			const found = curatedCategories(state).find(
				(category) => category.id === params.curated_category_id,
			);
			return found
				? envelope(found, query)
				: notFound(query, `Curated category ${params.curated_category_id}`);
		}),
	),
];
