/**
 * The metrics of each analytics group and how one delivered hour's values are
 * made from a hash. Every value is an integer; spend (billed_charge_local_micro) is a multiple of
 * 10,000. A conversion metric is an object of member arrays: its columns are
 * `<metric>.<member>`.
 *
 * The metric groups repeat nodes/shared/adsAnalytics/analyticsEnums.ts on purpose: the emulator
 * plays the platform and never imports nodes/, so a wrong value in the node fails its test.
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

/** Which groups an hour's values are made for, decided once per answer rather than per hour. */
export interface HourPlan {
	engagement: boolean;
	billing: boolean;
	video: boolean;
	/** Per conversion metric in answer order: its member count (2 or 5). */
	conversions: number[];
	/** The conversion metrics carry data (MOBILE groups only for app-tracking accounts). */
	conversionDelivers: boolean[];
}

export function hourPlan(groups: readonly string[], mobile: boolean): HourPlan {
	const conversions: number[] = [];
	const conversionDelivers: boolean[] = [];
	for (const group of CONVERSION_GROUPS) {
		if (!groups.includes(group)) continue;
		for (const name of GROUP_METRICS[group as MetricGroup]) {
			conversions.push(membersOf(name).length);
			conversionDelivers.push(group === 'WEB_CONVERSION' || mobile);
		}
	}
	return {
		engagement: groups.includes('ENGAGEMENT'),
		billing: groups.includes('BILLING'),
		video: groups.includes('VIDEO'),
		conversions,
		conversionDelivers,
	};
}

/** A share (0 to `max` - 1 percent) of a value, taken from some bits of a hash. */
const share = (value: number, bits: number, max: number) =>
	Math.floor((value * (bits % max)) / 100);

/**
 * Adds one delivered hour's values at `out` in `metricLayout`'s column order (a bucket sums its
 * hours). `seed` is the hash of (entity, hour, placement, adjustments, segment); `scale` divides
 * the volume (segments share an hour's audience). Hot path: a 90-day hourly answer of 20 ids is
 * 43,200 calls, so each draws several values from one 32-bit hash.
 */
export function addHour(out: Float64Array, plan: HourPlan, seed: number, scale: number): void {
	const a = mix(seed, 1);
	const b = mix(seed, 2);
	const impressions = 1 + Math.floor((100 + (a % 900)) / scale);
	const engagements = Math.floor((impressions * (10 + ((a >>> 10) % 70))) / 1000);
	const clicks = Math.floor((engagements * (20 + ((a >>> 17) % 60))) / 100);
	let column = 0;
	if (plan.engagement) {
		out[column] += engagements;
		out[column + 1] += impressions;
		out[column + 2] += share(engagements, b, 10);
		out[column + 3] += share(engagements, b >>> 4, 8);
		out[column + 4] += share(engagements, b >>> 8, 30);
		out[column + 5] += (b >>> 13) % 40 === 0 ? 1 : 0;
		out[column + 6] += share(engagements, b >>> 19, 20);
		out[column + 7] += clicks;
		out[column + 8] += share(clicks, b >>> 24, 10);
		const c = mix(seed, 3);
		out[column + 9] += share(clicks, c, 80);
		out[column + 10] += impressions - share(impressions, c >>> 7, 30);
		out[column + 11] += (c >>> 12) % 4 === 0 ? (c >>> 14) % 3 : 0;
		column += 12;
	}
	if (plan.billing) {
		out[column] += clicks;
		out[column + 1] += clicks * (5 + ((a >>> 24) % 95)) * 10_000;
		column += 2;
	}
	if (plan.video) {
		const d = mix(seed, 4);
		const e = mix(seed, 5);
		const views = share(impressions, d, 20);
		out[column] += views;
		out[column + 1] += views - share(views, d >>> 5, 10);
		out[column + 2] += views - share(views, d >>> 9, 30);
		out[column + 3] += views - share(views, d >>> 14, 50);
		out[column + 4] += views - share(views, d >>> 20, 70);
		out[column + 5] += share(views, e, 5);
		out[column + 6] += views + ((e >>> 3) % 5);
		out[column + 7] += views - share(views, e >>> 6, 25);
		out[column + 8] += views - share(views, e >>> 11, 45);
		out[column + 9] += views - share(views, e >>> 17, 75);
		column += 10;
	}
	const { conversions, conversionDelivers } = plan;
	for (let n = 0; n < conversions.length; n++) {
		const f = mix(seed, 100 + n);
		const count = conversionDelivers[n] && f % 12 === 0 ? 1 + ((f >>> 4) % 3) : 0;
		out[column] += count;
		out[column + 1] += count > 1 ? count - 1 : 0;
		if (conversions[n] === 2) {
			column += 2;
			continue;
		}
		out[column + 2] += count > 0 && (f >>> 6) % 3 === 0 ? 1 : 0;
		out[column + 3] += count;
		out[column + 4] += count * (1 + ((f >>> 8) % 90)) * 1_000_000;
		column += 5;
	}
}
