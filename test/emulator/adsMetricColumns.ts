/**
 * The metrics of each analytics group (spec 5, section 9) and how one delivered hour's values are
 * made from a hash. Every value is an integer; spend (billed_charge_local_micro) is a multiple of
 * 10,000. A conversion metric is an object of member arrays: its columns are
 * `<metric>.<member>`.
 */

export const METRIC_GROUPS = [
	'ENGAGEMENT',
	'BILLING',
	'VIDEO',
	'WEB_CONVERSION',
	'MOBILE_CONVERSION',
	'LIFE_TIME_VALUE_MOBILE_CONVERSION',
] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

export const CONVERSION_GROUPS: readonly string[] = [
	'WEB_CONVERSION',
	'MOBILE_CONVERSION',
	'LIFE_TIME_VALUE_MOBILE_CONVERSION',
];

const ENGAGEMENT = [
	'engagements',
	'impressions',
	'reposts',
	'replies',
	'likes',
	'follows',
	'card_engagements',
	'clicks',
	'app_clicks',
	'url_clicks',
	'qualified_impressions',
	'carousel_swipes',
];
/** What ACCOUNT and FUNDING_INSTRUMENT get of ENGAGEMENT ("partial"). */
export const PARTIAL_ENGAGEMENT = [
	'engagements',
	'impressions',
	'reposts',
	'replies',
	'likes',
	'follows',
];
const BILLING = ['billed_engagements', 'billed_charge_local_micro'];
const VIDEO = [
	'video_total_views',
	'video_views_25',
	'video_views_50',
	'video_views_75',
	'video_views_100',
	'video_cta_clicks',
	'video_content_starts',
	'video_3s100pct_views',
	'video_6s_views',
	'video_15s_views',
];
const WEB = [
	'purchases',
	'sign_ups',
	'site_visits',
	'downloads',
	'custom',
	'add_to_carts',
	'checkouts_initiated',
	'content_views',
	'payment_info_additions',
	'add_to_wishlists',
	'searches',
	'landing_page_views',
	'subscriptions',
].map((name) => `conversion_${name}`);
const MOBILE = [
	'spent_credits',
	'installs',
	'content_views',
	'add_to_wishlists',
	'checkouts_initiated',
	'reservations',
	'tutorials_completed',
	'achievements_unlocked',
	'searches',
	'add_to_carts',
	'payment_info_additions',
	're_engages',
	'shares',
	'rates',
	'logins',
	'updates',
	'levels_achieved',
	'invites',
	'key_page_views',
	'downloads',
	'purchases',
	'sign_ups',
	'site_visits',
].map((name) => `mobile_conversion_${name}`);
const LIFETIME = [
	'purchases',
	'sign_ups',
	'updates',
	'tutorials_completed',
	'reservations',
	'add_to_carts',
	'add_to_wishlists',
	'checkouts_initiated',
	'levels_achieved',
	'achievements_unlocked',
	'shares',
	'invites',
	'payment_info_additions',
	'spent_credits',
	'rates',
].map((name) => `mobile_conversion_lifetime_value_${name}`);

/** The members of a conversion metric (key_page_views: the first two only). */
export const CONVERSION_MEMBERS = [
	'post_view',
	'post_engagement',
	'assisted',
	'order_quantity',
	'sale_amount',
];
const membersOf = (metric: string) =>
	metric === 'mobile_conversion_key_page_views'
		? CONVERSION_MEMBERS.slice(0, 2)
		: CONVERSION_MEMBERS;

/** Each group's metrics, in answer order. */
export const GROUP_METRICS: Record<MetricGroup, string[]> = {
	ENGAGEMENT,
	BILLING,
	VIDEO,
	WEB_CONVERSION: WEB,
	MOBILE_CONVERSION: MOBILE,
	LIFE_TIME_VALUE_MOBILE_CONVERSION: LIFETIME,
};

/** One answer metric and the columns (indexes into an hour's values) it is made of. */
export interface MetricLayout {
	name: string;
	/** A plain metric: one column; a conversion metric: one column per member. */
	columns: number[];
	members?: string[];
}

/**
 * The columns the groups need, in the order `fillHour` writes them, and the answer's metrics.
 * `partial`: the ENGAGEMENT subset of ACCOUNT and FUNDING_INSTRUMENT.
 */
export function metricLayout(groups: readonly string[], partial: boolean): MetricLayout[] {
	const layout: MetricLayout[] = [];
	let column = 0;
	for (const group of METRIC_GROUPS) {
		if (!groups.includes(group)) continue;
		for (const name of GROUP_METRICS[group]) {
			const conversion = CONVERSION_GROUPS.includes(group);
			const members = conversion ? membersOf(name) : undefined;
			const width = members?.length ?? 1;
			const columns = Array.from({ length: width }, (_, n) => column + n);
			column += width;
			if (group === 'ENGAGEMENT' && partial && !PARTIAL_ENGAGEMENT.includes(name)) continue;
			layout.push(members ? { name, columns, members } : { name, columns });
		}
	}
	return layout;
}

/** The number of columns `fillHour` writes for these groups. */
export const columnCount = (groups: readonly string[]): number =>
	METRIC_GROUPS.filter((group) => groups.includes(group)).reduce(
		(sum, group) =>
			sum +
			GROUP_METRICS[group].reduce(
				(width, name) => width + (CONVERSION_GROUPS.includes(group) ? membersOf(name).length : 1),
				0,
			),
		0,
	);

/** A 32-bit mix (murmur3's finalizer) of a seed and a number: the model's only randomness. */
export function mix(seed: number, value: number): number {
	let h = (seed ^ Math.imul(value | 0, 0x9e3779b1)) >>> 0;
	h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
	h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
	return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit hash of a string (FNV-1a), computed once per entity. */
export function stringHash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
	return h;
}

const part = (value: number, seed: number, key: number, percentMax: number) =>
	Math.floor((value * (mix(seed, key) % percentMax)) / 100);

/**
 * Writes one delivered hour's values for the groups, in `metricLayout`'s column order, at `out`
 * (added, so that a bucket sums its hours). `seed` is the hash of (entity, hour, placement,
 * adjustments, segment); `scale` divides the volume (segments share an hour's audience).
 * `mobile`: the account tracks app conversions (otherwise those groups stay 0).
 */
export function addHour(
	out: Float64Array,
	groups: readonly string[],
	seed: number,
	scale: number,
	mobile: boolean,
): void {
	const impressions = 1 + Math.floor((100 + (mix(seed, 1) % 900)) / scale);
	const engagements = Math.floor((impressions * (10 + (mix(seed, 2) % 70))) / 1000);
	const clicks = Math.floor((engagements * (20 + (mix(seed, 3) % 60))) / 100);
	let column = 0;
	const add = (value: number) => (out[column++] += value);
	if (groups.includes('ENGAGEMENT')) {
		add(engagements);
		add(impressions);
		add(part(engagements, seed, 4, 10));
		add(part(engagements, seed, 5, 8));
		add(part(engagements, seed, 6, 30));
		add(mix(seed, 7) % 40 === 0 ? 1 : 0);
		add(part(engagements, seed, 8, 20));
		add(clicks);
		add(part(clicks, seed, 9, 10));
		add(part(clicks, seed, 10, 80));
		add(impressions - part(impressions, seed, 11, 30));
		add(mix(seed, 12) % 4 === 0 ? mix(seed, 13) % 3 : 0);
	}
	if (groups.includes('BILLING')) {
		add(clicks);
		add(clicks * (5 + (mix(seed, 14) % 95)) * 10_000);
	}
	if (groups.includes('VIDEO')) {
		const views = part(impressions, seed, 15, 20);
		add(views);
		add(views - part(views, seed, 16, 10));
		add(views - part(views, seed, 17, 30));
		add(views - part(views, seed, 18, 50));
		add(views - part(views, seed, 19, 70));
		add(part(views, seed, 20, 5));
		add(views + (mix(seed, 21) % 5));
		add(views - part(views, seed, 22, 25));
		add(views - part(views, seed, 23, 45));
		add(views - part(views, seed, 24, 75));
	}
	let key = 100;
	for (const group of CONVERSION_GROUPS) {
		if (!groups.includes(group)) continue;
		const delivers = group === 'WEB_CONVERSION' || mobile;
		for (const name of GROUP_METRICS[group as MetricGroup]) {
			key += 1;
			const count = delivers && mix(seed, key) % 12 === 0 ? 1 + (mix(seed, key + 1000) % 3) : 0;
			const members = membersOf(name).length;
			add(count);
			add(count > 1 ? count - 1 : 0);
			if (members === 2) continue;
			add(count > 0 && mix(seed, key + 2000) % 3 === 0 ? 1 : 0);
			add(count);
			add(count * (1 + (mix(seed, key + 3000) % 90)) * 1_000_000);
		}
	}
}
