import { adsNow } from './adsClock';
import { campaigns } from './adsCampaignStore';
import { addHour, columnCount, hourPlan, metricLayout, mix, stringHash } from './adsMetricColumns';
import { addServerConversions } from './serverConversions';
import type { EmulatorState } from './state';
import { accountApps } from './routes/adsAccounts';
import { lineItems, SEEDED_LINE_ITEMS, type LineItem } from './routes/adsLineItems';
import { promotedAccounts } from './routes/adsPromotedAccounts';
import { promotedPosts } from './routes/adsPromotedPosts';

/**
 * The analytics metric model. Only line items,
 * promoted posts and promoted accounts deliver ("sources"); a campaign sums its line items, a
 * funding instrument its campaigns, the account all its line items. A source has metrics for hour
 * H (a whole UTC hour, counted as hours since the epoch) when H is before the ads clock's current
 * hour and inside its serving window, or when a metric change adjusted H. The values are a hash
 * of (source, H, placement, adjustments of H, segment): the same in the sync answer, the job
 * file, reach and active entities.
 */

export const HOUR_MS = 3_600_000;
const SEEDED_ACCOUNT = '18ce54d4x5t';
/** How long before the emulator started the seeded sources began serving. */
const SEEDED_HISTORY_HOURS = 120 * 24;

/** The placements a source delivers on, as analytics names them. */
export type StatsPlacement = 'ALL_ON_PLATFORM' | 'PUBLISHER_NETWORK';

/** Something that delivers. */
export interface Source {
	id: string;
	hash: number;
	/** Whole hours [from, to) it serves; `to` Infinity while it still serves. */
	windows: Array<[number, number]>;
	placements: StatsPlacement[];
	lineItem: LineItem;
}

export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS);
export const currentHour = (state: EmulatorState): number => hourOf(adsNow(state));

/** A line item's placements as analytics splits them: the audience network apart. */
function statsPlacements(placements: readonly string[]): StatsPlacement[] {
	const network = placements.some((one) => one === 'PUBLISHER_NETWORK' || one.startsWith('TAP_'));
	const platform = placements.some((one) => one !== 'PUBLISHER_NETWORK' && !one.startsWith('TAP_'));
	return [
		...(platform ? (['ALL_ON_PLATFORM'] as const) : []),
		...(network ? (['PUBLISHER_NETWORK'] as const) : []),
	];
}

const msOf = (text: unknown) => Date.parse(String(text));

/**
 * Where a record created through the interface serves: from its creation hour while ACTIVE; a
 * record no longer ACTIVE (or deleted) stopped at its last update's hour.
 */
function createdWindow(record: {
	created_at?: unknown;
	updated_at?: unknown;
	entity_status?: unknown;
	deleted: boolean;
}): Array<[number, number]> {
	const from = hourOf(msOf(record.created_at));
	if (!Number.isFinite(from)) return [];
	const active = record.entity_status === 'ACTIVE' && !record.deleted;
	const to = active ? Infinity : hourOf(msOf(record.updated_at));
	return to > from ? [[from, to]] : [];
}

function lineItemWindows(state: EmulatorState, item: LineItem): Array<[number, number]> {
	if (item.campaign_id === 'c8' && item.account_id === SEEDED_ACCOUNT) return [];
	if (SEEDED_LINE_ITEMS.has(item.id) && item.account_id === SEEDED_ACCOUNT)
		return [[hourOf(state.startedAtMs) - SEEDED_HISTORY_HOURS, Infinity]];
	return createdWindow(item);
}

/** The part of two window lists both hold. */
function intersect(
	a: Array<[number, number]>,
	b: Array<[number, number]>,
): Array<[number, number]> {
	const out: Array<[number, number]> = [];
	for (const [fromA, toA] of a)
		for (const [fromB, toB] of b) {
			const from = Math.max(fromA, fromB);
			const to = Math.min(toA, toB);
			if (to > from) out.push([from, to]);
		}
	return out;
}

const sourceCache = new WeakMap<LineItem, { key: string; windows: Array<[number, number]> }>();

function lineItemSource(state: EmulatorState, item: LineItem): Source {
	// Windows change only with the record's status and dates: cached on them (a 45-item campaign).
	const key = `${String(item.entity_status)}|${String(item.updated_at)}|${item.deleted}`;
	let cached = sourceCache.get(item);
	if (!cached || cached.key !== key) {
		cached = { key, windows: lineItemWindows(state, item) };
		sourceCache.set(item, cached);
	}
	return {
		id: item.id,
		hash: stringHash(item.id),
		windows: cached.windows,
		placements: statsPlacements(item.placements),
		lineItem: item,
	};
}

/** Promoted posts and accounts serve while their line item serves (the seeded ones as it does). */
function linkedSource(
	state: EmulatorState,
	record: {
		id: string;
		line_item_id: string;
		created_at: unknown;
		updated_at: unknown;
		entity_status?: unknown;
		deleted: boolean;
	},
	seeded: boolean,
): Source | undefined {
	const item = lineItems(state).find((one) => one.id === record.line_item_id);
	if (!item) return undefined;
	const parent = lineItemSource(state, item);
	return {
		...parent,
		id: record.id,
		hash: stringHash(record.id),
		windows: seeded ? parent.windows : intersect(parent.windows, createdWindow(record)),
	};
}

const SEEDED_LINKED = new Set(['1efwlo', '1efwlp', '1efwlq', '19pl2']);

/** The delivering entities of the account, by kind (LINE_ITEM, PROMOTED_POST, PROMOTED_ACCOUNT). */
export function accountSources(
	state: EmulatorState,
	accountId: string,
	kind: 'LINE_ITEM' | 'PROMOTED_POST' | 'PROMOTED_ACCOUNT',
): Source[] {
	if (kind === 'LINE_ITEM')
		return lineItems(state)
			.filter((item) => item.account_id === accountId)
			.map((item) => lineItemSource(state, item));
	const records = kind === 'PROMOTED_POST' ? promotedPosts(state) : promotedAccounts(state);
	return records
		.filter((record) => record.account_id === accountId)
		.flatMap((record) => linkedSource(state, record, SEEDED_LINKED.has(record.id)) ?? []);
}

/** The funding instrument a line item draws on (its own, or its campaign's). */
export function instrumentOf(state: EmulatorState, item: LineItem): string | undefined {
	if (typeof item.funding_instrument_id === 'string') return item.funding_instrument_id;
	return campaigns(state).find(
		(one) => one.id === item.campaign_id && one.account_id === item.account_id,
	)?.funding_instrument_id;
}

/** The sources whose sum is the entity's metrics. */
export function sourcesOf(
	state: EmulatorState,
	accountId: string,
	entity: string,
	id: string,
): Source[] {
	switch (entity) {
		case 'LINE_ITEM':
		case 'PROMOTED_POST':
		case 'PROMOTED_ACCOUNT':
			return accountSources(state, accountId, entity).filter((source) => source.id === id);
		case 'CAMPAIGN':
			return accountSources(state, accountId, 'LINE_ITEM').filter(
				(source) => source.lineItem.campaign_id === id,
			);
		case 'FUNDING_INSTRUMENT':
			return accountSources(state, accountId, 'LINE_ITEM').filter(
				(source) => instrumentOf(state, source.lineItem) === id,
			);
		default:
			return accountSources(state, accountId, 'LINE_ITEM');
	}
}

/** One metric change: recorded in an hourly bucket, applying to some hours of one source. */
export interface MetricChange {
	recordedHour: number;
	sourceId: string;
	accountId: string;
	hours: number[];
}

interface ChangeStore {
	changes: MetricChange[];
	/** Adjustments per source and hour. */
	counts: Map<string, Map<number, number>>;
}

const changeStore = (state: EmulatorState): ChangeStore =>
	state.collection<ChangeStore>('adsMetricChanges', () => [{ changes: [], counts: new Map() }])[0];

/** Records a metric change of these hours of a source in the current hour's bucket. */
export function recordChange(
	state: EmulatorState,
	accountId: string,
	sourceId: string,
	hours: number[],
): number {
	const store = changeStore(state);
	const recordedHour = currentHour(state);
	store.changes.push({ recordedHour, sourceId, accountId, hours: [...hours] });
	let counts = store.counts.get(sourceId);
	if (!counts) store.counts.set(sourceId, (counts = new Map()));
	for (const hour of hours) counts.set(hour, (counts.get(hour) ?? 0) + 1);
	return recordedHour;
}

export const metricChanges = (state: EmulatorState): MetricChange[] => changeStore(state).changes;
export const adjustmentsOf = (state: EmulatorState, sourceId: string) =>
	changeStore(state).counts.get(sourceId);

/** The hours of [from, to) a source delivers (in order), each with its adjustment count. */
export function deliveredHours(
	state: EmulatorState,
	source: Source,
	from: number,
	to: number,
	visit: (hour: number, adjustments: number) => void,
): void {
	const adjusted = adjustmentsOf(state, source.id);
	const now = currentHour(state);
	for (const [start, end] of source.windows) {
		const last = Math.min(end, to, now);
		for (let hour = Math.max(start, from); hour < last; hour++)
			visit(hour, adjusted?.get(hour) ?? 0);
	}
	// Adjusted hours outside the serving windows deliver too (the quiet campaign's line items).
	if (adjusted)
		for (const [hour, count] of adjusted)
			if (hour >= from && hour < to && !inWindows(source, hour, now)) visit(hour, count);
}

const inWindows = (source: Source, hour: number, now: number) =>
	hour < now && source.windows.some(([start, end]) => hour >= start && hour < end);

const PLACEMENT_KEYS: Record<string, number> = {
	ALL_ON_PLATFORM: 1,
	PUBLISHER_NETWORK: 2,
	SPOTLIGHT: 3,
	TREND: 4,
};

/** The seed of one source's hour: everything its values depend on. */
export const hourSeed = (
	sourceHash: number,
	hour: number,
	placement: string,
	adjustments: number,
	segment: number,
): number =>
	mix(
		mix(sourceHash, hour),
		(PLACEMENT_KEYS[placement] ?? 9) * 1_000_003 + adjustments * 7919 + segment * 104_729,
	);

export type Granularity = 'HOUR' | 'DAY' | 'TOTAL';

/** What a stats answer covers (checked already, or not at all for the admin route). */
export interface StatsQuery {
	accountId: string;
	entity: string;
	ids: string[];
	/** Whole hours since the epoch, end exclusive. */
	startHour: number;
	endHour: number;
	granularity: Granularity;
	placement: string;
	groups: string[];
	segmentation?: { type: string; country: string | null; platform: string | null };
}

export interface Segment {
	segment_name: string;
	segment_value: string;
}

export const bucketCount = (query: StatsQuery): number =>
	query.granularity === 'TOTAL'
		? 1
		: query.granularity === 'DAY'
			? Math.ceil((query.endHour - query.startHour) / 24)
			: query.endHour - query.startHour;

const bucketHoursOf = (query: StatsQuery): number =>
	query.granularity === 'DAY' ? 24 : query.granularity === 'TOTAL' ? Infinity : 1;

/** The account tracks app conversions (MOBILE_CONVERSION groups carry data). */
const tracksApps = (state: EmulatorState, accountId: string) =>
	accountApps(state).some(
		(app) => app.account_id === accountId && app.conversion_tracking_enabled && !app.deleted,
	);

/**
 * The summed columns of one entity (and segment): `buckets x columns` values, bucket-major.
 * `segment` 0 is unsegmented; segment n of `segments` scales the volume down.
 */
function entityColumns(
	state: EmulatorState,
	query: StatsQuery,
	sources: Source[],
	segment: number,
	segments: number,
): Float64Array {
	const width = columnCount(query.groups);
	const buckets = bucketCount(query);
	const sums = new Float64Array(width * buckets);
	const hourValues = new Float64Array(width);
	const plan = hourPlan(query.groups, tracksApps(state, query.accountId));
	const bucketHours = bucketHoursOf(query);
	for (const source of sources) {
		if (!(source.placements as string[]).includes(query.placement)) continue;
		deliveredHours(state, source, query.startHour, query.endHour, (hour, adjustments) => {
			hourValues.fill(0);
			addHour(
				hourValues,
				plan,
				hourSeed(source.hash, hour, query.placement, adjustments, segment),
				segments,
			);
			const bucket =
				bucketHours === Infinity ? 0 : Math.floor((hour - query.startHour) / bucketHours);
			const offset = bucket * width;
			for (let column = 0; column < width; column++) sums[offset + column] += hourValues[column];
		});
	}
	return sums;
}

type MetricValue = number[] | null | Record<string, number[] | null>;

/** One column over the buckets, or null when it is 0 throughout (the platform's "no data"). */
function series(
	sums: Float64Array,
	column: number,
	width: number,
	buckets: number,
): number[] | null {
	const values = new Array<number>(buckets);
	let any = false;
	for (let bucket = 0; bucket < buckets; bucket++) {
		const value = sums[bucket * width + column];
		values[bucket] = value;
		if (value !== 0) any = true;
	}
	return any ? values : null;
}

/** The `metrics` object of one entity (and segment). */
export function entityMetrics(
	state: EmulatorState,
	query: StatsQuery,
	sources: Source[],
	segment = 0,
	segments = 1,
	blank: readonly string[] = [],
): Record<string, MetricValue> {
	const partial = query.entity === 'ACCOUNT' || query.entity === 'FUNDING_INSTRUMENT';
	const layout = metricLayout(query.groups, partial);
	const width = columnCount(query.groups);
	const buckets = bucketCount(query);
	const sums = entityColumns(state, query, sources, segment, segments);
	// Conversions sent to the Conversions API count for the line items that optimise for their tag.
	if (segment === 0 && query.placement === 'ALL_ON_PLATFORM')
		addServerConversions(
			state,
			sources.filter((source) => source.id === source.lineItem.id).map((source) => source.lineItem),
			{ ...query, bucketHours: bucketHoursOf(query) },
			layout,
			sums,
			width,
		);
	const metrics: Record<string, MetricValue> = {};
	for (const { name, columns, members } of layout) {
		if (blank.includes(name)) {
			metrics[name] = null;
		} else if (!members) {
			metrics[name] = series(sums, columns[0], width, buckets);
		} else {
			const object: Record<string, number[] | null> = {};
			let any = false;
			members.forEach((member, n) => {
				object[member] = series(sums, columns[n], width, buckets);
				if (object[member]) any = true;
			});
			metrics[name] = any ? object : null;
		}
	}
	return metrics;
}

/** An ISO timestamp of a whole hour, as the answers echo it. */
export const hourIso = (hour: number): string =>
	new Date(hour * HOUR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** request.params of a stats answer: the normalized request (UTC times, lists as arrays). */
export const statsParams = (query: StatsQuery) => ({
	start_time: hourIso(query.startHour),
	end_time: hourIso(query.endHour),
	entity: query.entity,
	entity_ids: query.ids,
	granularity: query.granularity,
	placement: query.placement,
	metric_groups: query.groups,
	segmentation_type: query.segmentation?.type ?? null,
	country: query.segmentation?.country ?? null,
	platform: query.segmentation?.platform ?? null,
});

/**
 * The answer of a stats request, the sync route's and the job file's alike. `segmentsOf` gives the
 * segments of a segmented request (statsSegments.ts) and which metrics they leave null.
 */
export function statsBody(
	state: EmulatorState,
	query: StatsQuery,
	segmentation?: { segments: Segment[]; blank: readonly string[] },
) {
	return {
		data_type: 'stats',
		time_series_length: bucketCount(query),
		data: query.ids.map((id) => {
			const sources = sourcesOf(state, query.accountId, query.entity, id);
			return {
				id,
				id_data: segmentation
					? segmentation.segments.map((segment, n) => ({
							segment,
							metrics: entityMetrics(
								state,
								query,
								sources,
								n + 1,
								segmentation.segments.length,
								segmentation.blank,
							),
						}))
					: [{ segment: null, metrics: entityMetrics(state, query, sources) }],
			};
		}),
		request: { params: statsParams(query) },
	};
}
