import type { Segment } from './adsMetrics';
import { LOCATIONS, PLATFORMS } from './targetingOptions';

/**
 * Segmentation of analytics jobs: the types (current reference and the
 * earlier v12 one), which need a country or a platform, and the segments each answers. The
 * platform does not document the segment object; third-party clients read
 * {segment_name, segment_value}, so the emulator answers that.
 */

/** Types that need `country` (a country's location targeting value). */
export const NEEDS_COUNTRY = ['METROS', 'CITIES', 'POSTAL_CODES', 'REGIONS'];
/** Types that need `platform` (a platform targeting value). */
export const NEEDS_PLATFORM = ['DEVICES', 'PLATFORM_VERSIONS'];

const pairs = (list: Array<[string, string]>): Segment[] =>
	list.map(([segment_name, segment_value]) => ({ segment_name, segment_value }));

const generic = (type: string): Segment[] =>
	[1, 2, 3].map((n) => ({ segment_name: `${type} ${n}`, segment_value: `${type}_${n}` }));

/**
 * The segments of each type. AGE has five: 20 ids x 45 days x HOUR x AGE make a job file of
 * 108,000 rows (entity x segment x bucket), the benchmark's size.
 */
export const SEGMENTS: Record<string, Segment[]> = {
	AGE: pairs([
		['13 to 24', 'AGE_13_TO_24'],
		['25 to 34', 'AGE_25_TO_34'],
		['35 to 44', 'AGE_35_TO_44'],
		['45 to 54', 'AGE_45_TO_54'],
		['55 and over', 'AGE_55_AND_OVER'],
	]),
	GENDER: pairs([
		['Male', 'MALE'],
		['Female', 'FEMALE'],
	]),
	// Metros are numeric DMA codes (current reference).
	METROS: pairs([
		['New York', '501'],
		['Los Angeles', '803'],
		['Chicago', '602'],
	]),
	PLATFORMS: pairs([
		['iOS', '0'],
		['Android', '1'],
		['Mobile web on other devices', '3'],
		['Desktop and laptop computers', '4'],
	]),
	CONVERSION_TAGS: pairs([
		['Checkout tag', 'o1ab2'],
		['Sign-up tag', 'o1ab3'],
	]),
	LANGUAGES: pairs([
		['English', 'en'],
		['Spanish', 'es'],
		['Japanese', 'ja'],
	]),
	...Object.fromEntries(
		[
			'APP_STORE_CATEGORY',
			'AUDIENCES',
			'CITIES',
			'CONVERSATIONS',
			'DEVICES',
			'EVENTS',
			'INTERESTS',
			'KEYWORDS',
			'LOCATIONS',
			'PLATFORM_VERSIONS',
			'POSTAL_CODES',
			'REGIONS',
			'SLIDES',
			'SIMILAR_TO_FOLLOWERS_OF_USER',
			'TV_SHOWS',
		].map((type) => [type, generic(type)]),
	),
};

export const SEGMENTATION_TYPES = Object.keys(SEGMENTS);

export const COUNTRY_VALUES: ReadonlySet<string> = new Set(
	LOCATIONS.filter((one) => one.location_type === 'COUNTRIES').map((one) => one.targeting_value),
);
export const PLATFORM_VALUES: ReadonlySet<string> = new Set(
	PLATFORMS.map((one) => one.targeting_value),
);

/** Web conversion metrics CONVERSION_TAGS does not split: null in such an answer. */
export const NOT_SPLIT_BY_TAGS = [
	'conversion_purchases',
	'conversion_sign_ups',
	'conversion_site_visits',
	'conversion_downloads',
	'conversion_custom',
];
