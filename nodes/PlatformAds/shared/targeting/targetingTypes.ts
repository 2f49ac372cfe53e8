/** The targeting types, fixed values and lookup lists of targeting criteria. */

export const TARGETING_TYPES = [
	'AGE',
	'APP_LIST',
	'APP_STORE_CATEGORY',
	'APP_STORE_CATEGORY_LOOKALIKE',
	'BROAD_KEYWORD',
	'CAMPAIGN_ENGAGEMENT',
	'CAMPAIGN_ENGAGEMENT_LOOKALIKE',
	'CONTENT_PUBLISHER_USER',
	'CONVERSATION',
	'CUSTOM_AUDIENCE',
	'CUSTOM_AUDIENCE_EXPANDED',
	'DEVICE',
	'ENGAGEMENT_TYPE',
	'EVENT',
	'EXACT_KEYWORD',
	'FOLLOWERS_OF_USER',
	'GENDER',
	'IAB_CATEGORY',
	'INTEREST',
	'LANGUAGE',
	'LIVE_TV_EVENT',
	'LOCATION',
	'NETWORK_ACTIVATION_DURATION',
	'NETWORK_OPERATOR',
	'PHRASE_KEYWORD',
	'PLATFORM',
	'PLATFORM_VERSION',
	'SIMILAR_TO_FOLLOWERS_OF_USER',
	'TV_SHOW',
	'UNORDERED_KEYWORD',
	'USER_ENGAGEMENT',
	'USER_ENGAGEMENT_LOOKALIKE',
	'WIFI_ONLY',
] as const;

/** Pre-roll types the platform takes only through the batch endpoint (Create Many). */
export const BATCH_ONLY_TYPES = ['IAB_CATEGORY', 'CONTENT_PUBLISHER_USER'];
/** Types that only exclude. */
export const EXCLUDE_ONLY_TYPES = ['APP_LIST', 'CONTENT_PUBLISHER_USER'];
export const KEYWORD_TYPES = [
	'BROAD_KEYWORD',
	'EXACT_KEYWORD',
	'PHRASE_KEYWORD',
	'UNORDERED_KEYWORD',
];
/** Followers, custom audiences, interests, keywords and TV: one of them makes an estimate possible. */
export const PRIMARY_TYPES = [
	'FOLLOWERS_OF_USER',
	'SIMILAR_TO_FOLLOWERS_OF_USER',
	'CUSTOM_AUDIENCE',
	'CUSTOM_AUDIENCE_EXPANDED',
	'INTEREST',
	...KEYWORD_TYPES,
	'TV_SHOW',
	'LIVE_TV_EVENT',
];

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
export const GENDERS = { Male: '1', Female: '2' };
export const ENGAGEMENT_VALUES = [
	'IMPRESSION',
	'ENGAGEMENT',
	'VIDEO_VIEW',
	'VIDEO_VIEW_PARTIAL',
	'VIDEO_VIEW_COMPLETE',
];
export const OPERATORS = {
	'Include (EQ)': 'EQ',
	'Exclude (NE)': 'NE',
	'At Least (GTE)': 'GTE',
	'Less Than (LT)': 'LT',
};

/** The types whose value is chosen from a dropdown rather than the picker. */
export const FIXED_VALUE_TYPES = ['AGE', 'GENDER', 'ENGAGEMENT_TYPE'];

/** The option list the picker searches for each type (GET /12/targeting_criteria/<list>). */
export const LOOKUP_OF_TYPE: Record<string, string> = {
	APP_STORE_CATEGORY: 'app_store_categories',
	APP_STORE_CATEGORY_LOOKALIKE: 'app_store_categories',
	CONVERSATION: 'conversations',
	DEVICE: 'devices',
	EVENT: 'events',
	INTEREST: 'interests',
	LANGUAGE: 'languages',
	LOCATION: 'locations',
	NETWORK_OPERATOR: 'network_operators',
	PLATFORM_VERSION: 'platform_versions',
	PLATFORM: 'platforms',
	TV_SHOW: 'tv_shows',
};

export const LOCATION_TYPES = ['COUNTRIES', 'REGIONS', 'METROS', 'CITIES', 'POSTAL_CODES'];
export const EVENT_TYPES = [
	'CONFERENCE',
	'HOLIDAY',
	'MUSIC_AND_ENTERTAINMENT',
	'OTHER',
	'POLITICS',
	'RECURRING',
	'SPORTS',
];

/** The warning the platform asks every client to show when a location targets Russia. */
export const RUSSIA_WARNING = 'Ads targeting Russia must be in Russian';

export const CONVERSATION_TYPES = [
	'ACTORS',
	'ATHLETES',
	'BOOK_GENRES',
	'BOOKS',
	'BRAND_CATEGORIES',
	'BRANDS',
	'CELEBRITIES',
	'COACHES',
	'DIGITAL_CREATORS',
	'ENTERTAINMENT_BRANDS',
	'ENTERTAINMENT_PERSONALITIES',
	'FICTIONAL_CHARACTERS',
	'JOURNALISTS',
	'LIFESTYLES',
	'MOVIE_GENRES',
	'MOVIES',
	'MUSIC_GENRES',
	'MUSICIANS',
	'NEWS_STORIES',
	'NEWS',
	'PERSONS',
	'PLACES',
	'PODCASTS',
	'POLITICAL_AFFILIATIONS',
	'POLITICIANS',
	'PRODUCTS',
	'RADIO_STATIONS',
	'SPORTS_LEAGUES',
	'SPORTS_PERSONALITIES',
	'SPORTS_TEAMS',
	'SPORTS',
	'TRENDS',
	'TV_SHOWS',
	'VIDEO_GAME_PLATFORMS',
	'VIDEO_GAME_PUBLISHERS',
	'VIDEO_GAMES',
];
