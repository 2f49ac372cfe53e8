import { INTEREST_OPTIONS, LOCATIONS } from './targetingOptions';

/**
 * The value rules of targeting criteria, shared by the single POST and the batch: a candidate is
 * checked against the criteria its line item already has (for the batch: those plus the items
 * before it), and refused with the platform's code, the parameter and a reason.
 *
 * The types and rules repeat nodes/PlatformAds/shared/targeting on purpose: the emulator plays
 * the platform and imports no node code, so a wrong rule in a node fails its test.
 */

export interface Criterion {
	id: string;
	account_id: string;
	line_item_id: string;
	name: string;
	targeting_type: string;
	targeting_value: string;
	operator_type: string;
	location_type?: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

export interface CriterionProblem {
	code: string;
	parameter: string;
	message: string;
}

export const TARGETING_TYPES = [
	'AGE',
	'GENDER',
	'LANGUAGE',
	'LOCATION',
	'PLATFORM',
	'PLATFORM_VERSION',
	'DEVICE',
	'NETWORK_OPERATOR',
	'NETWORK_ACTIVATION_DURATION',
	'WIFI_ONLY',
	'INTEREST',
	'CONVERSATION',
	'EVENT',
	'TV_SHOW',
	'LIVE_TV_EVENT',
	'FOLLOWERS_OF_USER',
	'SIMILAR_TO_FOLLOWERS_OF_USER',
	'BROAD_KEYWORD',
	'EXACT_KEYWORD',
	'PHRASE_KEYWORD',
	'UNORDERED_KEYWORD',
	'CUSTOM_AUDIENCE',
	'CUSTOM_AUDIENCE_EXPANDED',
	'ENGAGEMENT_TYPE',
	'CAMPAIGN_ENGAGEMENT',
	'CAMPAIGN_ENGAGEMENT_LOOKALIKE',
	'USER_ENGAGEMENT',
	'USER_ENGAGEMENT_LOOKALIKE',
	'APP_STORE_CATEGORY',
	'APP_STORE_CATEGORY_LOOKALIKE',
	'APP_LIST',
	'IAB_CATEGORY',
	'CONTENT_PUBLISHER_USER',
];
/** Pre-roll types the single POST refuses: only the batch sets them. */
export const BATCH_ONLY_TYPES = ['IAB_CATEGORY', 'CONTENT_PUBLISHER_USER'];
export const OPERATORS = ['EQ', 'NE', 'GTE', 'LT'];
export const AGE_BUCKETS = [
	'AGE_13_TO_24',
	'AGE_13_TO_34',
	'AGE_13_TO_49',
	'AGE_13_TO_54',
	'AGE_OVER_13',
	'AGE_18_TO_34',
	'AGE_18_TO_49',
	'AGE_18_TO_54',
	'AGE_OVER_18',
	'AGE_21_TO_34',
	'AGE_21_TO_49',
	'AGE_21_TO_54',
	'AGE_OVER_21',
	'AGE_25_TO_49',
	'AGE_25_TO_54',
	'AGE_OVER_25',
	'AGE_35_TO_49',
	'AGE_35_TO_54',
	'AGE_OVER_35',
	'AGE_OVER_50',
];
export const ENGAGEMENT_VALUES = [
	'IMPRESSION',
	'ENGAGEMENT',
	'VIDEO_VIEW',
	'VIDEO_VIEW_PARTIAL',
	'VIDEO_VIEW_COMPLETE',
];
const KEYWORD_TYPES = ['BROAD_KEYWORD', 'EXACT_KEYWORD', 'PHRASE_KEYWORD', 'UNORDERED_KEYWORD'];
/** How many criteria of a kind one line item may hold. */
const LIMITS: Array<{ types: string[]; max: number; what: string }> = [
	{ types: ['AGE'], max: 1, what: 'one age bucket' },
	{ types: ['EVENT'], max: 1, what: 'one event' },
	{ types: ['INTEREST'], max: 100, what: '100 interests' },
	{ types: ['SIMILAR_TO_FOLLOWERS_OF_USER'], max: 100, what: '100 similar-to-followers users' },
	{ types: ['LOCATION'], max: 2000, what: '2,000 locations' },
	{ types: KEYWORD_TYPES, max: 1000, what: '1,000 keywords' },
];

const problem = (code: string, parameter: string, message: string): CriterionProblem => ({
	code,
	parameter,
	message,
});

/** The first rule the candidate breaks, given the live criteria of its line item. */
export function criterionProblem(
	candidate: Record<string, unknown>,
	existing: Criterion[],
	batch: boolean,
): CriterionProblem | undefined {
	for (const name of ['line_item_id', 'targeting_type', 'targeting_value'])
		if (candidate[name] === undefined || candidate[name] === '')
			return problem('MISSING_PARAMETER', name, `${name} is required`);
	const type = String(candidate.targeting_type);
	const value = String(candidate.targeting_value);
	const operator = String(candidate.operator_type ?? 'EQ');
	if (!TARGETING_TYPES.includes(type))
		return problem('UNKNOWN_CRITERIA_TYPE', 'targeting_type', `Unknown targeting_type ${type}`);
	if (!batch && BATCH_ONLY_TYPES.includes(type))
		return problem(
			'INVALID_TARGETING_TYPE',
			'targeting_type',
			`${type} criteria can only be set through the batch endpoint`,
		);
	if (!OPERATORS.includes(operator))
		return problem(
			'INVALID_PARAMETER',
			'operator_type',
			`operator_type must be one of ${OPERATORS.join(', ')}`,
		);
	const ranged = type === 'NETWORK_ACTIVATION_DURATION';
	if (ranged !== ['GTE', 'LT'].includes(operator))
		return problem(
			'INVALID_PARAMETER',
			'operator_type',
			ranged
				? 'NETWORK_ACTIVATION_DURATION takes operator_type LT or GTE'
				: 'operator_type GTE and LT go only with NETWORK_ACTIVATION_DURATION',
		);
	if (['APP_LIST', 'CONTENT_PUBLISHER_USER'].includes(type) && operator !== 'NE')
		return problem('INVALID_PARAMETER', 'operator_type', `${type} only excludes: operator_type NE`);
	const valueProblem = valueRule(type, value);
	if (valueProblem) return problem('INVALID_PARAMETER', 'targeting_value', valueProblem);
	for (const limit of LIMITS) {
		if (!limit.types.includes(type)) continue;
		const count = existing.filter((criterion) =>
			limit.types.includes(criterion.targeting_type),
		).length;
		if (count >= limit.max)
			return problem(
				'INVALID_PARAMETER',
				'targeting_type',
				`A line item takes at most ${limit.what}; line item ${String(candidate.line_item_id)} has ${count}`,
			);
	}
	if (type === 'TV_SHOW' && !existing.some((criterion) => criterion.targeting_type === 'LOCATION'))
		return problem(
			'INVALID_TV_SHOW_LOCATIONS',
			'targeting_value',
			'A TV_SHOW criterion needs a LOCATION criterion on the line item first',
		);
	return undefined;
}

function valueRule(type: string, value: string): string | undefined {
	if (type === 'AGE' && !AGE_BUCKETS.includes(value))
		return `AGE takes an age bucket such as AGE_18_TO_34, got ${value}`;
	if (type === 'GENDER' && !['1', '2'].includes(value))
		return 'GENDER takes 1 (male) or 2 (female)';
	if (type === 'ENGAGEMENT_TYPE' && !ENGAGEMENT_VALUES.includes(value))
		return `ENGAGEMENT_TYPE takes one of ${ENGAGEMENT_VALUES.join(', ')}`;
	if (type === 'LOCATION' && !LOCATIONS.some((location) => location.targeting_value === value))
		return `Unknown location ${value}`;
	if (
		type === 'INTEREST' &&
		!INTEREST_OPTIONS.some((interest) => interest.targeting_value === value)
	)
		return `Unknown interest ${value}`;
	return undefined;
}

/**
 * ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion on the same line item:
 * checked on the line item's criteria once the request's criteria are all in place.
 */
export function unpairedEngagement(criteria: Criterion[]): Criterion | undefined {
	const paired = criteria.some((criterion) =>
		['CAMPAIGN_ENGAGEMENT', 'USER_ENGAGEMENT'].includes(criterion.targeting_type),
	);
	return paired
		? undefined
		: criteria.find((criterion) => criterion.targeting_type === 'ENGAGEMENT_TYPE');
}

/** The name the platform gives a criterion: the option's name when the value is one it lists. */
export function criterionName(
	type: string,
	value: string,
): { name: string; location_type?: string } {
	if (type === 'LOCATION') {
		const found = LOCATIONS.find((location) => location.targeting_value === value);
		if (found)
			return {
				name: found.name,
				location_type: found.location_type.replace(/S$/, '').replace(/IE$/, 'Y'),
			};
	}
	if (type === 'INTEREST') {
		const found = INTEREST_OPTIONS.find((interest) => interest.targeting_value === value);
		if (found) return { name: found.name };
	}
	return { name: value };
}
