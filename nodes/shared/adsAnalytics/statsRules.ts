import type { INode } from 'n8n-workflow';

import { ADS_ID } from '../patterns';
import { isoUtc, offsetText } from '../times';
import { invalidField } from '../validation';
import { isAccountMidnight } from './accountDays';
import type { Range } from './statsWindows';
import {
	ALONE_GROUP,
	CONVERSION_GROUPS,
	DAY_MS,
	ENTITY_VALUES,
	GRANULARITY_VALUES,
	GROUPS_BY_ENTITY,
	HOUR_MS,
	METRIC_GROUPS,
	PLACEMENT_VALUES,
	SEGMENTATION_TYPES,
	SEGMENTATION_VALUES,
	STATS_ENTITIES,
	UNSEGMENTABLE_GROUP,
} from './analyticsEnums';

/**
 * The rules of the analytics endpoints, checked before anything is sent: one function per rule,
 * each throwing the item's error naming the field and saying how to fix it; checkStatsRequest()
 * applies them all to one request in the order a person fixes them. Times are epoch milliseconds
 * here: the text of a field is read into them once, where it is read (a time that is no time is
 * refused there).
 */

/** One ask for stats, as read from one item. */
export interface StatsRequest {
	entity: string;
	entityIds: string[];
	range: Range;
	granularity: string;
	placement: string;
	metricGroups: string[];
	segmentationType?: string;
	country?: string;
	platform?: string;
}

/** The labels of the fields errors name, as the panel shows them. */
export interface StatsFields {
	entity: string;
	/** The picker of the IDs; by default the entity's plural ("Line Items"). */
	ids?: string;
	start: string;
	end: string;
	granularity: string;
	placement: string;
	metricGroups: string;
	segmentationType: string;
	country: string;
	platform: string;
}

export const STATS_FIELDS: StatsFields = {
	entity: 'Entity',
	start: 'Start',
	end: 'End',
	granularity: 'Granularity',
	placement: 'Placement',
	metricGroups: 'Metric Groups',
	segmentationType: 'Segmentation Type',
	country: 'Country',
	platform: 'Platform',
};

export interface StatsCheckOptions {
	/** The longest range of one request, in days; absent when the range is split. */
	maxDays?: number;
	/** Where maxDays comes from, for the message ("turn on Split Long Requests"). */
	tooLongAdvice?: string;
	/** The most IDs of one request; absent when the IDs are sent in batches. */
	maxIds?: number;
	tooManyAdvice?: string;
	/**
	 * The account's time zone and its current offset: DAY and TOTAL must start (DAY also end) at
	 * the account's midnight. Absent: not checked (the caller has no account).
	 */
	timeZone?: string;
	offsetMs?: number;
	fields?: Partial<StatsFields>;
}

const quoted = (value: unknown): string => `"${String(value).slice(0, 60)}"`;
const listText = (values: readonly string[]): string => values.join(', ');

/** A value that must be one of a list (an expression may give anything). */
export function checkOneOf(
	node: INode,
	itemIndex: number,
	field: string,
	value: string,
	allowed: readonly string[],
): void {
	if (!allowed.includes(value))
		throw invalidField(
			node,
			itemIndex,
			field,
			value === ''
				? `is required: choose one of ${listText(allowed)}`
				: `must be one of ${listText(allowed)}, got ${quoted(value)}`,
		);
}

export const checkEntity = (node: INode, itemIndex: number, field: string, entity: string) =>
	checkOneOf(node, itemIndex, field, entity, ENTITY_VALUES);

export const checkGranularity = (node: INode, itemIndex: number, field: string, value: string) =>
	checkOneOf(node, itemIndex, field, value, GRANULARITY_VALUES);

/** Exactly one placement: a list ("ALL_ON_PLATFORM,SPOTLIGHT") is refused. */
export function checkPlacement(node: INode, itemIndex: number, field: string, value: string): void {
	if (/[,;\s]/.test(value.trim()))
		throw invalidField(
			node,
			itemIndex,
			field,
			`must be one placement, got ${quoted(value)}: the platform takes one placement a request, so ask for each placement in its own item or node`,
		);
	checkOneOf(node, itemIndex, field, value, PLACEMENT_VALUES);
}

/** 1 to `max` IDs of letters and digits. */
export function checkEntityIds(
	node: INode,
	itemIndex: number,
	field: string,
	ids: readonly string[],
	max = Infinity,
	tooManyAdvice = 'pick fewer',
): void {
	if (ids.length === 0)
		throw invalidField(
			node,
			itemIndex,
			field,
			'needs at least one ID: pick one from the list, or map an expression that gives IDs',
		);
	const bad = ids.find((id) => !ADS_ID.test(id));
	if (bad !== undefined)
		throw invalidField(
			node,
			itemIndex,
			field,
			`must hold IDs of letters and digits; ${quoted(bad)} is not one`,
		);
	if (ids.length > max)
		throw invalidField(
			node,
			itemIndex,
			field,
			`holds ${ids.length} IDs but one request takes at most ${max}: ${tooManyAdvice}`,
		);
}

/** A time on a whole hour. */
export function checkWholeHour(node: INode, itemIndex: number, field: string, ms: number): void {
	if (ms % HOUR_MS !== 0)
		throw invalidField(
			node,
			itemIndex,
			field,
			`must be on a whole hour (minutes and seconds 0), got ${isoUtc(ms)}: the platform counts stats by the hour, so use e.g. ${isoUtc(Math.floor(ms / HOUR_MS) * HOUR_MS)}`,
		);
}

/** End after start (the end is exclusive: a request of no time asks for nothing). */
export function checkOrder(
	node: INode,
	itemIndex: number,
	field: string,
	{ startMs, endMs }: Range,
): void {
	if (endMs <= startMs)
		throw invalidField(
			node,
			itemIndex,
			field,
			`must be after the start (${isoUtc(startMs)}), got ${isoUtc(endMs)}: the end is exclusive, so one day is e.g. 2026-01-01T00:00:00Z to 2026-01-02T00:00:00Z`,
		);
}

/** The range within the endpoint's limit. */
export function checkRangeLimit(
	node: INode,
	itemIndex: number,
	field: string,
	{ startMs, endMs }: Range,
	maxDays: number,
	advice = 'shorten the range',
): void {
	if (endMs - startMs > maxDays * DAY_MS) {
		const days = Math.round(((endMs - startMs) / DAY_MS) * 100) / 100;
		throw invalidField(
			node,
			itemIndex,
			field,
			`is ${days} days after the start, but one request covers at most ${maxDays} days: ${advice}`,
		);
	}
}

/**
 * DAY (start and end) and TOTAL (start) at the account's midnight, placed with the offset of the
 * current day as the platform does.
 */
export function checkAccountMidnight(
	node: INode,
	itemIndex: number,
	field: string,
	ms: number,
	granularity: string,
	timeZone: string,
	offsetMs: number,
): void {
	if (isAccountMidnight(ms, offsetMs)) return;
	const midnightUtc = isoUtc((DAY_MS - offsetMs) % DAY_MS).slice(11, 16);
	throw invalidField(
		node,
		itemIndex,
		field,
		`must be midnight in the account's time zone with ${granularity} granularity, got ${isoUtc(ms)}: the account's days (${timeZone}, today's offset ${offsetText(offsetMs)}) start at ${midnightUtc} UTC, so use a time range preset, such a time, or Hour granularity`,
	);
}

/** Groups known, allowed for the entity, conversion groups apart, MOBILE_CONVERSION alone. */
export function checkMetricGroups(
	node: INode,
	itemIndex: number,
	field: string,
	groups: readonly string[],
	entity: string,
): void {
	if (groups.length === 0)
		throw invalidField(node, itemIndex, field, 'needs at least one group, e.g. ENGAGEMENT');
	for (const group of groups)
		if (!(METRIC_GROUPS as readonly string[]).includes(group))
			throw invalidField(
				node,
				itemIndex,
				field,
				`must hold groups of ${listText(METRIC_GROUPS)}; ${quoted(group)} is not one`,
			);
	const allowed = GROUPS_BY_ENTITY[entity] ?? METRIC_GROUPS;
	const refused = groups.filter((group) => !allowed.includes(group));
	if (refused.length > 0)
		throw invalidField(
			node,
			itemIndex,
			field,
			`holds ${listText(refused)}, which the platform does not give for ${STATS_ENTITIES[entity]?.label ?? entity} (it gives ${listText(allowed)}): remove ${refused.length > 1 ? 'them' : 'it'} or choose another entity`,
		);
	if (groups.includes(ALONE_GROUP) && groups.length > 1)
		throw invalidField(
			node,
			itemIndex,
			field,
			`must hold ${ALONE_GROUP} alone: the platform answers it in a request of its own, so ask for the other groups in another item or node`,
		);
	const conversion = groups.filter((group) => CONVERSION_GROUPS.includes(group));
	if (conversion.length > 0 && conversion.length < groups.length)
		throw invalidField(
			node,
			itemIndex,
			field,
			`mixes conversion groups (${listText(conversion)}) with others (${listText(groups.filter((group) => !conversion.includes(group)))}): the platform takes them in separate requests, so ask for each kind in its own item or node`,
		);
}

/** A segmentation type known, with the country or platform it needs, and groups it can split. */
export function checkSegmentation(
	node: INode,
	itemIndex: number,
	fields: StatsFields,
	request: Pick<StatsRequest, 'segmentationType' | 'country' | 'platform' | 'metricGroups'>,
): void {
	const type = request.segmentationType ?? '';
	if (type === '') return;
	checkOneOf(node, itemIndex, fields.segmentationType, type, SEGMENTATION_VALUES);
	const { requires, onlyWith } = SEGMENTATION_TYPES[type];
	if (requires && !String(request[requires] ?? '').trim())
		throw invalidField(
			node,
			itemIndex,
			fields[requires],
			requires === 'country'
				? `is required with segmentation ${type}: give a country's targeting value (e.g. 96683cc9126741d1 for the United States, from Targeting Option > Get Many with Locations)`
				: `is required with segmentation ${type}: give a platform's targeting value (from Targeting Option > Get Many with Platforms)`,
		);
	if (onlyWith && !request.metricGroups.includes(onlyWith))
		throw invalidField(
			node,
			itemIndex,
			fields.segmentationType,
			`${type} splits only ${onlyWith} metrics: add that metric group or choose another segmentation`,
		);
	if (request.metricGroups.includes(UNSEGMENTABLE_GROUP))
		throw invalidField(
			node,
			itemIndex,
			fields.metricGroups,
			`holds ${UNSEGMENTABLE_GROUP}, whose metrics cannot be segmented: remove it or the segmentation`,
		);
}

/** The times of a range: whole hours, the end after the start. */
export function checkRangeHours(
	node: INode,
	itemIndex: number,
	fields: Pick<StatsFields, 'start' | 'end'>,
	range: Range,
): void {
	checkWholeHour(node, itemIndex, fields.start, range.startMs);
	checkWholeHour(node, itemIndex, fields.end, range.endMs);
	checkOrder(node, itemIndex, fields.end, range);
}

/**
 * Every rule of one stats request (sync, job or a trigger's), in the order a person fixes them:
 * the choices (entity, granularity, placement, groups, segmentation), the IDs, then the times.
 */
export function checkStatsRequest(
	request: StatsRequest,
	itemIndex: number,
	node: INode,
	options: StatsCheckOptions = {},
): void {
	const fields = { ...STATS_FIELDS, ...options.fields };
	checkEntity(node, itemIndex, fields.entity, request.entity);
	checkGranularity(node, itemIndex, fields.granularity, request.granularity);
	checkPlacement(node, itemIndex, fields.placement, request.placement);
	checkMetricGroups(node, itemIndex, fields.metricGroups, request.metricGroups, request.entity);
	checkSegmentation(node, itemIndex, fields, request);
	checkEntityIds(
		node,
		itemIndex,
		fields.ids ?? STATS_ENTITIES[request.entity].plural,
		request.entityIds,
		options.maxIds,
		options.tooManyAdvice,
	);
	const { range } = request;
	checkRangeHours(node, itemIndex, fields, range);
	if (options.maxDays !== undefined)
		checkRangeLimit(node, itemIndex, fields.end, range, options.maxDays, options.tooLongAdvice);
	const { offsetMs, timeZone = 'UTC' } = options;
	if (offsetMs === undefined || request.granularity === 'HOUR') return;
	const midnight = (field: string, ms: number) =>
		checkAccountMidnight(node, itemIndex, field, ms, request.granularity, timeZone, offsetMs);
	midnight(fields.start, range.startMs);
	if (request.granularity === 'DAY') midnight(fields.end, range.endMs);
}
