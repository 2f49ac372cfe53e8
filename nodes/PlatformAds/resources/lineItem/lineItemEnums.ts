/** Values of the line item parameters. */
export const AUDIENCE_EXPANSIONS = ['BROAD', 'DEFINED', 'EXPANDED'] as const;
export const BID_STRATEGIES = ['AUTO', 'MAX', 'TARGET'] as const;
/** Strategies that bid bid_amount_local_micro, so it is required with them. */
export const STRATEGIES_NEEDING_BID = ['MAX', 'TARGET'];
export const ENTITY_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export const GOALS = [
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
] as const;
/** A create also takes SITE_VISITS (WEBSITE_CLICKS line items only). */
export const CREATE_GOALS = [...GOALS, 'SITE_VISITS'] as const;
export const OBJECTIVES = [
	'APP_ENGAGEMENTS',
	'APP_INSTALLS',
	'ENGAGEMENTS',
	'FOLLOWERS',
	'PREROLL_VIEWS',
	'REACH',
	'VIDEO_VIEWS',
	'WEBSITE_CLICKS',
] as const;
export const PRODUCT_TYPES = ['MEDIA', 'PROMOTED_ACCOUNT', 'PROMOTED_POSTS'] as const;
export const PLACEMENTS = [
	'ALL_ON_PLATFORM',
	'PLATFORM_PROFILE',
	'PLATFORM_REPLIES',
	'PLATFORM_SEARCH',
	'PLATFORM_TIMELINE',
	'PUBLISHER_NETWORK',
	'TAP_BANNER',
	'TAP_FULL',
	'TAP_FULL_LANDSCAPE',
	'TAP_MRECT',
	'TAP_NATIVE',
] as const;
export const PAY_BY = ['APP_CLICK', 'IMPRESSION', 'LINK_CLICK'] as const;
export const DURATIONS_IN_DAYS = ['1', '7', '30'] as const;

/** The money parameters of the table, with the names people read. */
export const MONEY_FIELDS = [
	{
		name: 'bid_amount_local_micro',
		label: 'Bid Amount',
		description:
			'The bid, in the currency of the funding instrument; required with Bid Strategy MAX or TARGET, refused with AUTO (which ignores it), greater than zero',
	},
	{
		name: 'daily_budget_amount_local_micro',
		label: 'Daily Budget',
		description:
			'At most the total budget; only when the campaign has budget_optimization LINE_ITEM; without it, spend is even over the flight',
	},
	{
		name: 'total_budget_amount_local_micro',
		label: 'Total Budget',
		description: 'The total budget of the line item',
	},
] as const;
