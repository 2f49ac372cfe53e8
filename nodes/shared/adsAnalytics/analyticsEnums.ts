/**
 * The values of the ads analytics endpoints, each written here once: the Platform Ads operations
 * and the Platform Ads Trigger offer them, the checks before sending (statsRules.ts) test against
 * them. Kept in code, not in the node's description: only the few values a panel offers go there.
 */

/** One kind of entity stats are asked for. */
export interface StatsEntity {
	/** As the panel shows it: "Line Item". */
	label: string;
	/** The panel's label of its picker, and the field errors name: "Line Items". */
	plural: string;
	/**
	 * The account-scoped list that names these entities, after `/12/accounts/{id}` (empty for the
	 * account itself), and the parameter that filters it by ID.
	 */
	list: string;
	idsParameter: string;
	/** The record field a person reads as its name (a promoted post has none: its post ID). */
	nameField: string;
}

/** The entity values of the current reference, in the panel's order. */
export const STATS_ENTITIES: Record<string, StatsEntity> = {
	ACCOUNT: {
		label: 'Account',
		plural: 'Accounts',
		list: '',
		idsParameter: 'account_ids',
		nameField: 'name',
	},
	FUNDING_INSTRUMENT: {
		label: 'Funding Instrument',
		plural: 'Funding Instruments',
		list: '/funding_instruments',
		idsParameter: 'funding_instrument_ids',
		nameField: 'name',
	},
	CAMPAIGN: {
		label: 'Campaign',
		plural: 'Campaigns',
		list: '/campaigns',
		idsParameter: 'campaign_ids',
		nameField: 'name',
	},
	LINE_ITEM: {
		label: 'Line Item',
		plural: 'Line Items',
		list: '/line_items',
		idsParameter: 'line_item_ids',
		nameField: 'name',
	},
	PROMOTED_POST: {
		label: 'Promoted Post',
		plural: 'Promoted Posts',
		list: '/promoted_posts',
		idsParameter: 'promoted_post_ids',
		nameField: 'post_id',
	},
	PROMOTED_ACCOUNT: {
		label: 'Promoted Account',
		plural: 'Promoted Accounts',
		list: '/promoted_accounts',
		idsParameter: 'promoted_account_ids',
		nameField: 'user_id',
	},
};

export const ENTITY_VALUES = Object.keys(STATS_ENTITIES);

/** Entities the active-entities endpoint takes (no ACCOUNT). */
export const ACTIVE_ENTITY_VALUES = ENTITY_VALUES.filter((entity) => entity !== 'ACCOUNT');

/** Metric groups of the current reference (MEDIA was only in an earlier one). */
export const METRIC_GROUPS = [
	'ENGAGEMENT',
	'BILLING',
	'VIDEO',
	'WEB_CONVERSION',
	'MOBILE_CONVERSION',
	'LIFE_TIME_VALUE_MOBILE_CONVERSION',
] as const;

/** As the panel shows them. */
export const METRIC_GROUP_LABELS: Record<string, string> = {
	ENGAGEMENT: 'Engagement',
	BILLING: 'Billing (Spend)',
	VIDEO: 'Video',
	WEB_CONVERSION: 'Web Conversion',
	MOBILE_CONVERSION: 'Mobile Conversion',
	LIFE_TIME_VALUE_MOBILE_CONVERSION: 'Lifetime Value Mobile Conversion',
};

/** Groups whose metrics are conversion objects: never in one request with the others. */
export const CONVERSION_GROUPS: readonly string[] = [
	'WEB_CONVERSION',
	'MOBILE_CONVERSION',
	'LIFE_TIME_VALUE_MOBILE_CONVERSION',
];

/** The group the platform wants in a request of its own. */
export const ALONE_GROUP = 'MOBILE_CONVERSION';

/**
 * Groups allowed per entity (the platform's table). ACCOUNT and FUNDING_INSTRUMENT get a part of
 * ENGAGEMENT. The groups of PROMOTED_ACCOUNT are not documented: every group is let through and
 * the platform decides.
 */
export const GROUPS_BY_ENTITY: Record<string, readonly string[]> = {
	ACCOUNT: ['ENGAGEMENT'],
	FUNDING_INSTRUMENT: ['ENGAGEMENT', 'BILLING'],
	CAMPAIGN: METRIC_GROUPS,
	LINE_ITEM: METRIC_GROUPS,
	PROMOTED_POST: METRIC_GROUPS,
	PROMOTED_ACCOUNT: METRIC_GROUPS,
};

/**
 * Placements: ALL_ON_PLATFORM, SPOTLIGHT, TREND (current reference) and PUBLISHER_NETWORK
 * (earlier v12 reference). One per request.
 */
export const PLACEMENTS: Record<string, string> = {
	ALL_ON_PLATFORM: 'All on Platform',
	SPOTLIGHT: 'Spotlight',
	TREND: 'Trend',
	PUBLISHER_NETWORK: 'Publisher Network',
};

export const PLACEMENT_VALUES = Object.keys(PLACEMENTS);

/** Granularities and the length of one bucket (TOTAL: the whole range is one bucket). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const GRANULARITIES: Record<string, { label: string; bucketMs: number | undefined }> = {
	DAY: { label: 'Day', bucketMs: DAY_MS },
	HOUR: { label: 'Hour', bucketMs: HOUR_MS },
	TOTAL: { label: 'Total', bucketMs: undefined },
};

export const GRANULARITY_VALUES = Object.keys(GRANULARITIES);

/** What a segmentation type needs beside it. */
export interface SegmentationType {
	/** `country` or `platform` is required with it. */
	requires?: 'country' | 'platform';
	/** Only with this metric group (CONVERSION_TAGS: WEB_CONVERSION). */
	onlyWith?: string;
}

/**
 * Segmentation types of asynchronous jobs: the current reference's (AGE, GENDER, METROS,
 * PLATFORMS, CONVERSION_TAGS) and the earlier v12 reference's others, which the platform may
 * still take.
 */
export const SEGMENTATION_TYPES: Record<string, SegmentationType> = {
	AGE: {},
	GENDER: {},
	METROS: { requires: 'country' },
	PLATFORMS: {},
	CONVERSION_TAGS: { onlyWith: 'WEB_CONVERSION' },
	APP_STORE_CATEGORY: {},
	AUDIENCES: {},
	CITIES: { requires: 'country' },
	CONVERSATIONS: {},
	DEVICES: { requires: 'platform' },
	EVENTS: {},
	INTERESTS: {},
	KEYWORDS: {},
	LANGUAGES: {},
	LOCATIONS: {},
	PLATFORM_VERSIONS: { requires: 'platform' },
	POSTAL_CODES: { requires: 'country' },
	REGIONS: { requires: 'country' },
	SLIDES: {},
	SIMILAR_TO_FOLLOWERS_OF_USER: {},
	TV_SHOWS: {},
};

export const SEGMENTATION_VALUES = Object.keys(SEGMENTATION_TYPES);

/** The group whose metrics cannot be segmented. */
export const UNSEGMENTABLE_GROUP = 'LIFE_TIME_VALUE_MOBILE_CONVERSION';

/** The longest range of one request, in days, per endpoint. */
export const RANGE_LIMIT_DAYS = {
	sync: 7,
	job: 90,
	segmentedJob: 45,
	activeEntities: 90,
} as const;

/** IDs per stats request, job or reach request. */
export const IDS_PER_REQUEST = 20;
