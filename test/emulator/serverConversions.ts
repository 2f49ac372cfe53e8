import type { MetricLayout } from './adsMetricColumns';
import type { EmulatorState } from './state';

/**
 * The conversions the Conversions API accepted, counted once per (event tag, conversion_id), and
 * what they add to the account's WEB_CONVERSION metrics. A conversion without conversion_id
 * cannot be deduplicated: it counts every time it arrives.
 */
export interface CountedConversion {
	account_id: string;
	event_tag_id: string;
	/** The tag's type (PURCHASE, SIGN_UP, ...): which conversion metric it adds to. */
	type: string;
	conversion_id: string | null;
	time_ms: number;
	/** The sale amount in micros of its currency. */
	sale_amount_micro: number;
	/** The value and currency as received (null when the conversion had none). */
	value: string | null;
	price_currency: string | null;
	number_items: number;
}

const HOUR_MS = 3_600_000;

interface Store {
	counted: CountedConversion[];
	keys: Set<string>;
	/** Conversions received, duplicates included. */
	received: number;
}

const store = (state: EmulatorState): Store =>
	state.collection<Store>('serverConversions', () => [
		{ counted: [], keys: new Set(), received: 0 },
	])[0];

export const countedConversions = (state: EmulatorState): CountedConversion[] =>
	store(state).counted;

/** Counts the conversion unless its (event tag, conversion_id) was counted before. */
export function countConversion(state: EmulatorState, conversion: CountedConversion): void {
	const current = store(state);
	current.received += 1;
	if (conversion.conversion_id !== null) {
		const key = `${conversion.event_tag_id}\n${conversion.conversion_id}`;
		if (current.keys.has(key)) return;
		current.keys.add(key);
	}
	current.counted.push(conversion);
}

/** Per event tag: conversions counted, and received (duplicates included, all tags). */
export function conversionCounts(state: EmulatorState) {
	const byEventTag: Record<string, number> = {};
	for (const { event_tag_id } of store(state).counted)
		byEventTag[event_tag_id] = (byEventTag[event_tag_id] ?? 0) + 1;
	return { byEventTag, received: store(state).received };
}

/** The WEB_CONVERSION metric each event tag type counts in (types without their own: custom). */
const METRIC_OF_TYPE: Record<string, string> = {
	ADDED_PAYMENT_INFO: 'conversion_payment_info_additions',
	ADD_TO_CART: 'conversion_add_to_carts',
	ADD_TO_WISHLIST: 'conversion_add_to_wishlists',
	CHECKOUT_INITIATED: 'conversion_checkouts_initiated',
	CONTENT_VIEW: 'conversion_content_views',
	DOWNLOAD: 'conversion_downloads',
	PURCHASE: 'conversion_purchases',
	SEARCH: 'conversion_searches',
	SIGN_UP: 'conversion_sign_ups',
	SITE_VISIT: 'conversion_site_visits',
	SUBSCRIBE: 'conversion_subscriptions',
};
const metricOf = (type: string) => METRIC_OF_TYPE[type] ?? 'conversion_custom';

/**
 * Adds the counted conversions of the line items' primary web event tags to their unsegmented
 * stats (`sums`: buckets x `width` columns), each once per line item that optimises for its tag:
 * a server conversion counts as post-engagement, with its order quantity and sale amount.
 */
export function addServerConversions(
	state: EmulatorState,
	lineItems: Array<{ account_id: string; primary_web_event_tag?: unknown }>,
	range: { startHour: number; endHour: number; bucketHours: number },
	layout: MetricLayout[],
	sums: Float64Array,
	width: number,
): void {
	const tags = lineItems.filter((item) => typeof item.primary_web_event_tag === 'string');
	if (tags.length === 0) return;
	const columns = new Map(layout.map((metric) => [metric.name, metric.columns]));
	for (const item of tags)
		for (const conversion of store(state).counted) {
			if (
				conversion.account_id !== item.account_id ||
				conversion.event_tag_id !== item.primary_web_event_tag
			)
				continue;
			const hour = Math.floor(conversion.time_ms / HOUR_MS);
			if (hour < range.startHour || hour >= range.endHour) continue;
			const metric = columns.get(metricOf(conversion.type));
			if (!metric) continue;
			const bucket =
				range.bucketHours === Infinity
					? 0
					: Math.floor((hour - range.startHour) / range.bucketHours);
			const offset = bucket * width;
			sums[offset + metric[1]] += 1;
			sums[offset + metric[3]] += conversion.number_items;
			sums[offset + metric[4]] += conversion.sale_amount_micro;
		}
}
