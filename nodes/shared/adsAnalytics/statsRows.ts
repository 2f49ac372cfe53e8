import type { IDataObject } from 'n8n-workflow';

import { isoUtc, isoWithOffset, zoneOffsetMs } from '../times';
import { currentOffsetMs } from './accountDays';
import { GRANULARITIES } from './analyticsEnums';
import { microsInCurrency } from '../ads/money';
import { namesCampaign, type EntityDetails } from './entityNames';
import { columnName, RATE_COLUMNS } from './rowColumns';
import { freshness, rowKeyPrefix, type Freshness } from './rowKeys';

/**
 * A stats answer (the synchronous body and a job's file have the same layout) turned into the
 * rows a spreadsheet takes: one per entity, segment and time bucket, each metric a number or
 * null under its camelCase name (rowColumns.ts), money in the currency's units with its decimals,
 * and the rates marketers read, in percent. The columns go in the order a report reads them: the
 * bucket's date (and hour, by hour) and the entity (and its campaign, for what is in one), then
 * money, impressions and results, then the rates, then the technical columns (the bucket's exact
 * times, the row's key and whether its figures are final). A column that would be empty on every
 * row of the answer is not written: no hour by day or in total, no segment without segmentation,
 * no campaign on a campaign's own row (its name and ID are the row's) or above campaigns. Written
 * for 100,000 rows a job
 * file: what is the same for many rows (bucket times, the metric columns of an entity) is worked
 * out once, and each row is written field by field in one fixed order, where every condition
 * that leaves a column out (hourly, segmented, in a campaign, the metrics answered) is the
 * answer's or the entity's, never the bucket's: the rows of one entity share one shape, which
 * keeps building and reading them fast.
 */

/** A metric's value: one number per bucket, null (no data), or a conversion's members. */
export type MetricValue =
	| Array<number | null>
	| null
	| { [member: string]: Array<number | null> | null };

export interface StatsAnswer {
	data_type?: string;
	time_series_length?: number;
	data?: Array<{
		id: string;
		id_data?: Array<{ segment?: IDataObject | null; metrics?: Record<string, MetricValue> }>;
	}>;
	request?: { params?: IDataObject };
}

export interface StatsRowsContext {
	/** The account's IANA time zone. */
	timeZone: string;
	/**
	 * The offset DAY and TOTAL buckets are shown with: the current day's, which the platform
	 * places the account's midnights with (so a day reads 2026-07-01T00:00:00-05:00 all year).
	 * HOUR buckets are shown with the offset in force at that hour. Default: now's offset.
	 */
	offsetMs?: number;
	/** Entity names by ID; a missing name is null. */
	names?: ReadonlyMap<string, string>;
	/** Entity names, currencies and campaigns by ID (entityNames.ts); they win over `names`. */
	details?: ReadonlyMap<string, EntityDetails>;
	/** Write 0 for No Delivery: a metric the platform gives as null (nothing delivered) is 0. */
	zeroForNoDelivery?: boolean;
	/** The account the stats are of: the first part of each row's key. */
	accountId?: string;
	/** The time the rows are read at, which decides whether they are final. Default: now. */
	nowMs?: number;
}

export type StatsRow = IDataObject;

const SPEND_MICRO = 'billed_charge_local_micro';
const VIDEO_VIEWS = columnName('video_total_views');
/** The members of a conversion that count conversions (the others are amounts and quantities). */
const COUNT_MEMBERS = ['post_view', 'post_engagement'];
/** A conversion metric's members as documented (key page views: the two counts only). */
const CONVERSION_MEMBERS = [...COUNT_MEMBERS, 'assisted', 'order_quantity', 'sale_amount'];
const KEY_PAGE_VIEWS = 'mobile_conversion_key_page_views';
/** Web and mobile conversion metrics answer an object of members, or null on a day without any. */
const isConversion = (key: string): boolean =>
	key.startsWith('conversion_') || key.startsWith('mobile_conversion_');
/** Web conversions that make "total conversions": custom, site visits, sign ups, ... */
const TOTAL_CONVERSIONS = [
	'conversion_custom',
	'conversion_site_visits',
	'conversion_sign_ups',
	'conversion_downloads',
	'conversion_purchases',
];
const MOBILE_INSTALLS = 'mobile_conversion_installs';

/** Where a column goes among the figures: money, then impressions, then the results. */
const LEADING: Record<string, number> = { spend: 0, impressions: 1 };
const LEADING_OTHERS = 2;

/** One output column of an entity and segment: its name and its value per bucket (spend: micros). */
interface Column {
	key: string;
	values: Array<number | null> | null;
}

const text = (value: unknown): string | undefined =>
	value === undefined || value === null ? undefined : String(value);

/**
 * The columns of one entity and segment, named by columnName: conversion members flattened,
 * spend still in micros (written in the entity's currency per row).
 */
function columnsOf(metrics: Record<string, MetricValue>): Column[] {
	const columns: Column[] = [];
	for (const key in metrics) {
		const value = metrics[key];
		if (key === SPEND_MICRO) {
			columns.push({ key: 'spend', values: Array.isArray(value) ? value : null });
		} else if (value === null && isConversion(key)) {
			// The same columns every day, so a table keeps its shape: each member, empty.
			for (const member of key === KEY_PAGE_VIEWS ? COUNT_MEMBERS : CONVERSION_MEMBERS)
				columns.push({ key: columnName(`${key}_${member}`), values: null });
		} else if (value === null || Array.isArray(value)) {
			columns.push({ key: columnName(key), values: value ?? null });
		} else if (typeof value === 'object') {
			for (const member in value)
				columns.push({ key: columnName(`${key}_${member}`), values: value[member] ?? null });
		}
	}
	return columns;
}

/**
 * Conversions per bucket from the web conversions that make the total (their count members, or
 * a `metric` member where the platform gives one), else mobile installs; undefined when the
 * answer holds neither.
 */
function conversionsOf(
	metrics: Record<string, MetricValue>,
	length: number,
): Array<number | null> | undefined {
	let names = TOTAL_CONVERSIONS.filter((name) => name in metrics);
	if (names.length === 0) names = MOBILE_INSTALLS in metrics ? [MOBILE_INSTALLS] : [];
	if (names.length === 0) return undefined;
	const totals: Array<number | null> = new Array(length).fill(null);
	for (const name of names) {
		const value = metrics[name];
		if (!value || Array.isArray(value)) continue;
		const members = 'metric' in value ? ['metric'] : COUNT_MEMBERS;
		for (const member of members) {
			const values = value[member];
			if (!values) continue;
			for (let bucket = 0; bucket < length; bucket++) {
				const count = values[bucket];
				if (typeof count === 'number') totals[bucket] = (totals[bucket] ?? 0) + count;
			}
		}
	}
	return totals;
}

/** A metric's value at a bucket for a rate: absent group undefined, present but null is 0. */
const at = (column: Column | undefined, bucket: number): number | undefined =>
	column === undefined ? undefined : (column.values?.[bucket] ?? 0);

/** numerator / divisor, or undefined where either is missing or the divisor is 0. */
const ratio = (numerator: number | undefined, divisor: number | undefined): number | undefined =>
	numerator === undefined || divisor === undefined || divisor === 0
		? undefined
		: numerator / divisor;

/** A rate in percent to 2 decimals, as the platform's reports show it (1.9 for 1.9 %); or null. */
function percent(numerator: number | undefined, divisor: number | undefined): number | null {
	const fraction = ratio(numerator, divisor);
	return fraction === undefined ? null : Math.round(fraction * 1e4) / 100;
}

/** Spend in micros per result (times `scale`: 1000 for CPM) in the currency's units; or null. */
function costPer(
	micros: number | undefined,
	divisor: number | undefined,
	currency: string | null,
	scale = 1,
): number | null {
	const cost = ratio(micros === undefined ? undefined : micros * scale, divisor);
	return cost === undefined ? null : microsInCurrency(cost, currency);
}

/** Each bucket: its start as shown in the account's zone and in UTC, its key and its end. */
interface Buckets {
	local: string[];
	utc: string[];
	/** The bucket in the row's key (rowKeys.ts RowKeyParts.bucket). */
	keys: string[];
	/** The bucket's date in the account's zone, and its hour (HOUR only, else null: not written). */
	dates: string[];
	hours: Array<number | null>;
	/** Whether the bucket's figures are final, for rows without and with spend. */
	fresh: Freshness[];
	freshWithSpend: Freshness[];
}

/** The buckets of an answer starting at `startMs` (a TOTAL's one bucket ends at `totalEndMs`). */
function bucketsOf(
	startMs: number,
	length: number,
	granularity: string,
	context: { timeZone: string; offsetMs: number; totalEndMs: number; nowMs: number },
): Buckets {
	const { timeZone, offsetMs, totalEndMs, nowMs } = context;
	const bucketMs = GRANULARITIES[granularity]?.bucketMs ?? 0;
	const buckets: Buckets = {
		local: new Array(length),
		utc: new Array(length),
		keys: new Array(length),
		dates: new Array(length),
		hours: new Array(length),
		fresh: new Array(length),
		freshWithSpend: new Array(length),
	};
	for (let bucket = 0; bucket < length; bucket++) {
		const ms = startMs + bucket * bucketMs;
		const local = isoWithOffset(ms, granularity === 'HOUR' ? zoneOffsetMs(timeZone, ms) : offsetMs);
		buckets.utc[bucket] = isoUtc(ms);
		buckets.local[bucket] = local;
		buckets.dates[bucket] = local.slice(0, 10);
		buckets.hours[bucket] = granularity === 'HOUR' ? Number(local.slice(11, 13)) : null;
		const endMs = granularity === 'TOTAL' ? totalEndMs : ms + bucketMs;
		buckets.fresh[bucket] = freshness(endMs, false, nowMs);
		buckets.freshWithSpend[bucket] = freshness(endMs, true, nowMs);
		buckets.keys[bucket] =
			granularity === 'HOUR'
				? buckets.utc[bucket]
				: granularity === 'DAY'
					? local.slice(0, 10)
					: `${local.slice(0, 19)}/${isoWithOffset(totalEndMs, offsetMs).slice(0, 19)}`;
	}
	return buckets;
}

/** The segment as {name, value} (the platform does not document its shape), or null. */
function segmentOf(segment: IDataObject | null | undefined): IDataObject | null {
	if (!segment) return null;
	if ('segment_name' in segment || 'segment_value' in segment)
		return { name: segment.segment_name ?? null, value: segment.segment_value ?? null };
	return segment;
}

/** The rows of one stats answer (see the file's comment); entities in the answer's order. */
export function statsRows(answer: StatsAnswer, context: StatsRowsContext): StatsRow[] {
	// The answer echoes its request (a job's file too): its times are the platform's text.
	const params = answer.request?.params ?? {};
	const granularity = text(params.granularity) ?? 'DAY';
	const entity = text(params.entity) ?? null;
	const placement = text(params.placement) ?? null;
	const startText = text(params.start_time) ?? '';
	const length = granularity === 'TOTAL' ? 1 : Number(answer.time_series_length ?? 0);
	const offsetMs = context.offsetMs ?? currentOffsetMs(context.timeZone);
	const { timeZone, names, details, accountId = '', nowMs = Date.now() } = context;
	const zero = context.zeroForNoDelivery ? 0 : null;
	const startMs = Date.parse(startText);
	const endMs = Date.parse(text(params.end_time) ?? '');
	const starts = bucketsOf(startMs, length, granularity, {
		timeZone,
		offsetMs,
		totalEndMs: Number.isNaN(endMs) ? startMs : endMs,
		nowMs,
	});
	const hourly = granularity === 'HOUR';
	// A campaign's own row names the campaign already; an account or funding instrument has none.
	const inCampaign = entity !== null && namesCampaign(entity);
	// Segmented: asked so (as the answer echoes it), or any entity answered with a segment.
	const segmented =
		text(params.segmentation_type) !== undefined ||
		(answer.data ?? []).some(({ id_data: idData = [] }) => idData.some(({ segment }) => segment));
	const rows: StatsRow[] = [];
	for (const { id, id_data: idData = [] } of answer.data ?? []) {
		const about = details?.get(id);
		const name = about?.name ?? names?.get(id) ?? null;
		const currency = about?.currency ?? null;
		const money = (micros: number | null): number | null =>
			micros === null ? null : microsInCurrency(micros, currency);
		for (const { segment, metrics = {} } of idData) {
			// Money, impressions and results first: spend, then impressions, then the others.
			const columns = columnsOf(metrics).sort(
				(a, b) => (LEADING[a.key] ?? LEADING_OTHERS) - (LEADING[b.key] ?? LEADING_OTHERS),
			);
			const find = (key: string) => columns.find((column) => column.key === key);
			const [impressions, clicks, engagements, spend, videoViews] = [
				find('impressions'),
				find('clicks'),
				find('engagements'),
				find('spend'),
				find(VIDEO_VIEWS),
			];
			const conversions = conversionsOf(metrics, length);
			const shownSegment = segmentOf(segment);
			const keyPrefix = rowKeyPrefix({
				accountId,
				entity,
				id,
				segment: shownSegment,
				placement,
				granularity,
			});
			const fresh = spend === undefined ? starts.fresh : starts.freshWithSpend;
			for (let bucket = 0; bucket < length; bucket++) {
				const row: StatsRow = { date: starts.dates[bucket] };
				if (hourly) row.hour = starts.hours[bucket];
				row.name = name;
				row.id = id;
				if (inCampaign) {
					row.campaignName = about?.campaignName ?? null;
					row.campaignId = about?.campaignId ?? null;
				}
				if (segmented) row.segment = shownSegment;
				row.placement = placement;
				for (const column of columns) {
					const value = column.values?.[bucket] ?? null;
					if (column !== spend) row[column.key] = value ?? zero;
					else {
						row.spend = money(value) ?? zero;
						row.currency = currency;
					}
				}
				if (!spend) row.currency = currency;
				const shown = at(impressions, bucket);
				const cost = at(spend, bucket);
				const converted = conversions?.[bucket] ?? (conversions ? 0 : undefined);
				if (conversions) row.conversions = converted ?? 0;
				row[RATE_COLUMNS.click] = percent(at(clicks, bucket), shown);
				row[RATE_COLUMNS.engagement] = percent(at(engagements, bucket), shown);
				row[RATE_COLUMNS.videoView] = percent(at(videoViews, bucket), shown);
				row.cpm = costPer(cost, shown, currency, 1000);
				row.costPerClick = costPer(cost, at(clicks, bucket), currency);
				row.costPerEngagement = costPer(cost, at(engagements, bucket), currency);
				row.costPerConversion = costPer(cost, converted, currency);
				row.entity = entity;
				row.granularity = granularity;
				row.start = starts.local[bucket];
				row.startUtc = starts.utc[bucket];
				row.timeZone = timeZone;
				row.rowKey = keyPrefix + starts.keys[bucket];
				row.final = fresh[bucket].final;
				row.finalAt = fresh[bucket].finalAt;
				row.spendFinal = fresh[bucket].spendFinal;
				rows.push(row);
			}
		}
	}
	return rows;
}

/** Values of one metric in consecutive windows, joined: buckets one after the other, or summed. */
function joinValues(
	values: Array<MetricValue | undefined>,
	lengths: number[],
	sum: boolean,
): MetricValue {
	const firstObject = values.find((value) => value && !Array.isArray(value));
	if (firstObject) {
		const members = new Set<string>();
		for (const value of values)
			if (value && !Array.isArray(value)) for (const member in value) members.add(member);
		const joined: Record<string, Array<number | null> | null> = {};
		for (const member of members)
			joined[member] = joinValues(
				values.map((value) => (value && !Array.isArray(value) ? value[member] : null)),
				lengths,
				sum,
			) as Array<number | null> | null;
		return joined;
	}
	if (values.every((value) => !value)) return null;
	if (sum) {
		let total: number | null = null;
		for (const value of values) {
			const number = (value as Array<number | null> | null | undefined)?.[0];
			if (typeof number === 'number') total = (total ?? 0) + number;
		}
		return [total];
	}
	const joined: Array<number | null> = [];
	values.forEach((value, index) => {
		const array = value as Array<number | null> | null | undefined;
		for (let bucket = 0; bucket < lengths[index]; bucket++) joined.push(array?.[bucket] ?? null);
	});
	return joined;
}

/**
 * The answers of one batch of IDs for consecutive windows of a range (statsWindows.splitRange),
 * as the one answer of the whole range: HOUR and DAY buckets one after the other, TOTAL summed
 * (every metric is a count or an amount). An entity or segment missing from a window has null
 * there.
 */
export function joinWindows(answers: StatsAnswer[]): StatsAnswer {
	if (answers.length === 1) return answers[0];
	const params = answers[0].request?.params ?? {};
	const sum = params.granularity === 'TOTAL';
	const lengths = answers.map((answer) => (sum ? 1 : Number(answer.time_series_length ?? 0)));
	const keys: string[] = [];
	const entries = new Map<
		string,
		{
			id: string;
			segment: IDataObject | null;
			metrics: Array<Record<string, MetricValue> | undefined>;
		}
	>();
	answers.forEach((answer, window) => {
		for (const { id, id_data: idData = [] } of answer.data ?? [])
			for (const { segment = null, metrics = {} } of idData) {
				const key = `${id}\u0000${JSON.stringify(segment)}`;
				let entry = entries.get(key);
				if (!entry) {
					entry = { id, segment, metrics: new Array(answers.length) };
					entries.set(key, entry);
					keys.push(key);
				}
				entry.metrics[window] = metrics;
			}
	});
	const data: NonNullable<StatsAnswer['data']> = [];
	const byId = new Map<string, NonNullable<StatsAnswer['data']>[number]>();
	for (const key of keys) {
		const entry = entries.get(key)!;
		const names = new Set<string>();
		for (const metrics of entry.metrics) if (metrics) for (const name in metrics) names.add(name);
		const metrics: Record<string, MetricValue> = {};
		for (const name of names)
			metrics[name] = joinValues(
				entry.metrics.map((window) => window?.[name]),
				lengths,
				sum,
			);
		let element = byId.get(entry.id);
		if (!element) {
			element = { id: entry.id, id_data: [] };
			byId.set(entry.id, element);
			data.push(element);
		}
		element.id_data!.push({ segment: entry.segment, metrics });
	}
	const last = answers[answers.length - 1].request?.params ?? {};
	return {
		data_type: 'stats',
		time_series_length: sum ? 1 : lengths.reduce((total, length) => total + length, 0),
		data,
		request: { params: { ...params, end_time: last.end_time } },
	};
}
