import {
	enumsProblem,
	firstProblem,
	invalid,
	missing,
	nameLength,
	single,
	unknownParameters,
} from './adsRules';
import { findCampaign, campaignNotFound } from './adsCampaignStore';
import { adsError } from './errors';
import type { EmulatorState } from './state';
import type { Query, Reply } from './types';

/**
 * POST line_items: the create parameters and the rules the platform applies
 * to them, shared by the single route and the batch endpoint.
 *
 * The enums repeat nodes/PlatformAds/resources/lineItem/lineItemEnums.ts on purpose: the emulator
 * plays the platform and imports no node code, so a wrong value in the node fails its test.
 */

export const OBJECTIVES = [
	'APP_ENGAGEMENTS',
	'APP_INSTALLS',
	'REACH',
	'FOLLOWERS',
	'ENGAGEMENTS',
	'VIDEO_VIEWS',
	'PREROLL_VIEWS',
	'WEBSITE_CLICKS',
];
/** The goals of PUT line_items; a create also takes SITE_VISITS. */
export const UPDATE_GOALS = [
	'APP_CLICKS',
	'APP_INSTALLS',
	'APP_PURCHASES',
	'ENGAGEMENT',
	'FOLLOWERS',
	'LINK_CLICKS',
	'MAX_REACH',
	'PREROLL',
	'PREROLL_STARTS',
	'REACH_WITH_ENGAGEMENT',
	'VIDEO_VIEW',
	'VIEW_3S_100PCT',
	'VIEW_6S',
	'VIEW_15S',
	'WEBSITE_CONVERSIONS',
];
export const PRODUCT_TYPES = ['MEDIA', 'PROMOTED_ACCOUNT', 'PROMOTED_POSTS'];
export const PLACEMENTS = [
	'ALL_ON_PLATFORM',
	'PUBLISHER_NETWORK',
	'TAP_BANNER',
	'TAP_FULL',
	'TAP_FULL_LANDSCAPE',
	'TAP_NATIVE',
	'TAP_MRECT',
	'PLATFORM_PROFILE',
	'PLATFORM_REPLIES',
	'PLATFORM_SEARCH',
	'PLATFORM_TIMELINE',
];

/** The valid placement combinations of each product type (GET line_items/placements). */
export const PLACEMENT_COMBINATIONS: Record<string, string[][]> = {
	MEDIA: [
		['ALL_ON_PLATFORM'],
		['PLATFORM_TIMELINE'],
		['PUBLISHER_NETWORK'],
		['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
		['TAP_BANNER', 'TAP_FULL', 'TAP_FULL_LANDSCAPE', 'TAP_NATIVE', 'TAP_MRECT'],
	],
	PROMOTED_ACCOUNT: [['ALL_ON_PLATFORM'], ['PLATFORM_TIMELINE']],
	PROMOTED_POSTS: [
		['ALL_ON_PLATFORM'],
		['PLATFORM_TIMELINE'],
		['PLATFORM_SEARCH'],
		['PLATFORM_PROFILE', 'PLATFORM_TIMELINE'],
		['PLATFORM_SEARCH', 'PLATFORM_TIMELINE'],
		['PLATFORM_REPLIES', 'PLATFORM_TIMELINE'],
		['PUBLISHER_NETWORK'],
		['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
	],
};

const CREATE_ENUMS: Record<string, string[]> = {
	objective: OBJECTIVES,
	product_type: PRODUCT_TYPES,
	entity_status: ['ACTIVE', 'DRAFT', 'PAUSED'],
	standard_delivery: ['true', 'false'],
	goal: [...UPDATE_GOALS, 'SITE_VISITS'],
};
export const CREATE_ONLY = [
	'campaign_id',
	'objective',
	'placements',
	'product_type',
	'primary_web_event_tag',
	'standard_delivery',
];
/** Line items a campaign may hold. */
export const MAX_LINE_ITEMS_PER_CAMPAIGN = 100;
/** The account-wide cap on active line items (a server-side limit). */
export const MAX_ACTIVE_LINE_ITEMS = 4000;
const FREQUENCY_CAP_OBJECTIVES = ['REACH', 'ENGAGEMENTS', 'VIDEO_VIEWS', 'PREROLL_VIEWS'];
const GOAL_OBJECTIVES: Record<string, string[]> = {
	APP_PURCHASES: ['APP_INSTALLS'],
	APP_CLICKS: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
	APP_INSTALLS: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
	SITE_VISITS: ['WEBSITE_CLICKS'],
};

export interface Sibling {
	campaign_id: string;
	objective: string;
	product_type?: unknown;
	deleted: boolean;
	account_id: string;
	entity_status: string;
}

const sameSet = (a: string[], b: string[]) =>
	a.length === b.length && a.every((value) => b.includes(value));

/** The rules that need only the request (enums, pairings, placements), first problem or undefined. */
function requestProblem(query: Query): Reply | undefined {
	for (const name of ['campaign_id', 'objective', 'placements', 'product_type', 'start_time'])
		if (!single(query[name])) return missing(query, name);
	const problem = firstProblem(enumsProblem(query, CREATE_ENUMS), nameLength(query));
	if (problem) return problem;
	const objective = String(single(query.objective));
	const placements = String(single(query.placements)).split(',');
	const unknown = placements.find((placement) => !PLACEMENTS.includes(placement));
	if (unknown) return invalid(query, 'placements', `${unknown} is not a placement`);
	const combinations = PLACEMENT_COMBINATIONS[String(single(query.product_type))];
	if (!combinations.some((combination) => sameSet(combination, placements)))
		return invalid(
			query,
			'placements',
			`placements ${placements.join(',')} are not a valid combination for ${String(single(query.product_type))}`,
		);
	if (
		objective === 'REACH' &&
		!placements.some((one) => ['ALL_ON_PLATFORM', 'PLATFORM_TIMELINE'].includes(one))
	)
		return invalid(query, 'placements', 'REACH line items must include PLATFORM_TIMELINE');
	if (placements.includes('PUBLISHER_NETWORK'))
		for (const field of ['advertiser_domain', 'categories'])
			if (!single(query[field]))
				return invalid(query, field, `${field} is required for the PUBLISHER_NETWORK placement`);
	if (objective === 'PREROLL_VIEWS' && !single(query.categories))
		return invalid(query, 'categories', 'categories are required for PREROLL_VIEWS');
	if (
		['APP_INSTALLS', 'APP_ENGAGEMENTS'].includes(objective) &&
		!single(query.android_app_store_identifier) &&
		!single(query.ios_app_store_identifier)
	)
		return missing(query, 'android_app_store_identifier');
	if (query.frequency_cap !== undefined && !FREQUENCY_CAP_OBJECTIVES.includes(objective))
		return invalid(query, 'frequency_cap', `frequency_cap is not available for ${objective}`);
	const goal = single(query.goal);
	if (goal && GOAL_OBJECTIVES[goal] && !GOAL_OBJECTIVES[goal].includes(objective))
		return invalid(query, 'goal', `goal ${goal} is not available for ${objective}`);
	const strategy = single(query.bid_strategy);
	if (strategy === 'MAX' && ['REACH', 'FOLLOWERS'].includes(objective))
		return invalid(query, 'bid_strategy', `bid_strategy MAX is not available for ${objective}`);
	if (strategy === 'TARGET' && !['REACH', 'WEBSITE_CLICKS'].includes(objective))
		return invalid(query, 'bid_strategy', `bid_strategy TARGET is not available for ${objective}`);
	if (goal === 'WEBSITE_CONVERSIONS' && !single(query.primary_web_event_tag))
		return missing(query, 'primary_web_event_tag');
	return undefined;
}

/**
 * Every rule of POST line_items, on the request and its campaign. `pending` are the line items
 * earlier items of the same batch would add. `updateProblem` is the PUT route's check of the
 * values the two share (enums, micros, bid, daily at most total), run on the new record.
 */
export function createProblem(
	state: EmulatorState,
	accountId: string,
	query: Query,
	siblings: Sibling[],
	shared: (query: Query) => Reply | undefined,
	parameters: string[],
): Reply | undefined {
	// The create's own enums (DRAFT, SITE_VISITS) were checked; the shared check knows the update's.
	const rest = { ...query };
	delete rest.entity_status;
	delete rest.goal;
	const problem =
		unknownParameters(query, [...parameters, ...CREATE_ONLY]) ??
		requestProblem(query) ??
		shared(rest);
	if (problem) return problem;
	const campaignId = String(single(query.campaign_id));
	const campaign = findCampaign(state, accountId, campaignId);
	if (!campaign || campaign.deleted) return campaignNotFound(query, campaignId);
	const total = single(query.total_budget_amount_local_micro);
	if (
		total !== undefined &&
		campaign.total_budget_amount_local_micro !== null &&
		Number(total) > campaign.total_budget_amount_local_micro
	)
		return invalid(
			query,
			'total_budget_amount_local_micro',
			"total_budget_amount_local_micro must be at most the campaign's total budget",
		);
	for (const field of ['daily_budget_amount_local_micro', 'standard_delivery'])
		if (query[field] !== undefined && campaign.budget_optimization !== 'LINE_ITEM')
			return invalid(query, field, `${field} needs a campaign with budget_optimization LINE_ITEM`);
	const inCampaign = siblings.filter((one) => one.campaign_id === campaignId && !one.deleted);
	const other = inCampaign.find(
		(one) =>
			one.objective !== single(query.objective) || one.product_type !== single(query.product_type),
	);
	if (other)
		return invalid(
			query,
			'objective',
			`every line item of campaign ${campaignId} has objective ${other.objective} and product_type ${String(other.product_type)}`,
		);
	if (inCampaign.length >= MAX_LINE_ITEMS_PER_CAMPAIGN)
		return adsError(
			400,
			'TOO_MANY_LINE_ITEMS',
			`A campaign holds at most ${MAX_LINE_ITEMS_PER_CAMPAIGN} line items`,
			{ parameter: 'campaign_id', value: campaignId },
			{ ...query },
		);
	const active = siblings.filter(
		(one) => one.account_id === accountId && !one.deleted && one.entity_status === 'ACTIVE',
	);
	if (active.length >= MAX_ACTIVE_LINE_ITEMS)
		return adsError(
			400,
			'TOO_MANY_LINE_ITEMS',
			'The account holds the most active line items it may',
			{ parameter: 'campaign_id', value: campaignId },
			{ ...query },
		);
	return undefined;
}
