import {
	adsRoute,
	envelope,
	invalid,
	missing,
	sandboxOnly,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';

const LISTABLE = [
	'REACH_AND_FREQUENCY_ANALYTICS',
	'REACH_FREQUENCY_CAP',
	'WEBSITE_CLICKS_CPM_BILLING',
];
const ALL_FEATURES = [
	'AGE_TARGETING',
	'ALLOW_SKIPPABLE_VIDEOS_FOR_PREROLL_VIEWS_OBJECTIVE',
	'AWARENESS_OBJECTIVE',
	'BRAND_TPN',
	'CHARGE_FOR_GOOD_CLICK',
	'CITY_TARGETING',
	'CONVERSATION_CARD',
	'CONVERSATION_CARD_FOUR_OPTIONS',
	'CONVERSATION_CARD_UNLOCK',
	'CPI_CHARGING',
	'DIRECT_MESSAGE_CARD',
	'DR_TAP',
	'ENGAGER_RETARGETING',
	'EVENT_TARGETING',
	'INSTALLED_APP_CATEGORY_TARGETING',
	'MOBILE_CONVERSION_TRANSACTION_VALUE',
	'OPTIMIZED_ACTION_BIDDING',
	'PREROLL_VIEWS_OBJECTIVE',
	'PROMOTED_MEDIA_POLLS',
	'REACH_AND_FREQUENCY_ANALYTICS',
	'REACH_FREQUENCY_CAP',
	'UNIVERSAL_LOOKALIKE',
	'VALIDATED_AGE_TARGETING',
	'VIDEO_APP_DOWNLOAD_CARD',
	'VIDEO_VIEWS_MIDROLL_OBJECTIVE',
	'WEBSITE_CLICKS_CPM_BILLING',
];

/** The features of each account, by account id. */
export const accountFeatures = (
	state: EmulatorState,
): Array<{ account_id: string; keys: string[] }> =>
	state.collection('adsAccountFeatures', () => [
		{
			account_id: '18ce54d4x5t',
			keys: ['REACH_AND_FREQUENCY_ANALYTICS', 'WEBSITE_CLICKS_CPM_BILLING'],
		},
	]);

const featuresOf = (state: EmulatorState, accountId: string): string[] => {
	const features = accountFeatures(state);
	let entry = features.find((candidate) => candidate.account_id === accountId);
	if (!entry) features.push((entry = { account_id: accountId, keys: [] }));
	return entry.keys;
};

/** feature_keys as a list, or the refusal for a key outside `allowed`. */
function featureKeys(query: Query, allowed: string[]): string[] | Reply {
	const keys = (single(query.feature_keys) ?? '').split(',').filter(Boolean);
	const bad = keys.find((key) => !allowed.includes(key));
	return bad === undefined
		? keys
		: invalid(query, 'feature_keys', `${bad} is not a feature key of this endpoint`);
}

/** GET features (filtered by feature_keys) and the sandbox-only POST that adds features. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/features',
		withAccount(({ state, query }, account) => {
			const problem = unknownParameters(query, ['feature_keys']);
			if (problem) return problem;
			const keys = featureKeys(query, LISTABLE);
			if (!Array.isArray(keys)) return keys;
			const accessible = featuresOf(state, account.id).filter((key) => LISTABLE.includes(key));
			return envelope(
				keys.length ? accessible.filter((key) => keys.includes(key)) : accessible,
				query,
			);
		}),
	),
	...sandboxOnly(
		adsRoute(
			'POST',
			'/12/accounts/:account_id/features',
			withAccount(({ state, query }, account) => {
				const problem =
					unknownParameters(query, ['feature_keys']) ??
					(query.feature_keys === undefined ? missing(query, 'feature_keys') : undefined);
				if (problem) return problem;
				const keys = featureKeys(query, ALL_FEATURES);
				if (!Array.isArray(keys)) return keys;
				const features = featuresOf(state, account.id);
				for (const key of keys) if (!features.includes(key)) features.push(key);
				return envelope([...features], query);
			}),
		),
	),
];
