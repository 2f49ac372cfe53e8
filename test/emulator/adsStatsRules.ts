import { adsNow } from './adsClock';
import { campaigns } from './adsCampaignStore';
import { CONVERSION_GROUPS, METRIC_GROUPS } from './adsMetricColumns';
import { HOUR_MS, type Granularity, type StatsQuery } from './adsMetrics';
import { invalid, isReply, missing, single, unknownParameters } from './adsRules';
import { adsError } from './errors';
import type { EmulatorState } from './state';
import {
	COUNTRY_VALUES,
	NEEDS_COUNTRY,
	NEEDS_PLATFORM,
	PLATFORM_VALUES,
	SEGMENTATION_TYPES,
} from './statsSegments';
import type { Query, Reply } from './types';
import type { AdsAccount } from './routes/adsAccounts';
import { fundingInstruments } from './routes/adsFundingInstruments';
import { lineItems } from './routes/adsLineItems';
import { promotedAccounts } from './routes/adsPromotedAccounts';
import { promotedPosts } from './routes/adsPromotedPosts';

/**
 * The rules of the analytics requests, each refusal a 400 naming the
 * parameter: whole hours, the range limits, DAY at the account's midnight (the offset of the
 * current day), one placement, groups allowed per entity, conversion groups apart,
 * MOBILE_CONVERSION alone, segmentation with its country or platform, 1 to 20 ids that exist.
 */

export const ENTITIES = [
	'ACCOUNT',
	'CAMPAIGN',
	'FUNDING_INSTRUMENT',
	'LINE_ITEM',
	'PROMOTED_ACCOUNT',
	'PROMOTED_POST',
];
export const PLACEMENTS = ['ALL_ON_PLATFORM', 'SPOTLIGHT', 'TREND', 'PUBLISHER_NETWORK'];
const GRANULARITIES = ['HOUR', 'DAY', 'TOTAL'];
const DAY_MS = 24 * HOUR_MS;

/** The groups an entity may ask for ("partial" ENGAGEMENT counts as allowed). */
const GROUPS_BY_ENTITY: Record<string, readonly string[]> = {
	ACCOUNT: ['ENGAGEMENT'],
	FUNDING_INSTRUMENT: ['ENGAGEMENT', 'BILLING'],
};

/**
 * The offset (ms) of a time zone at an instant, with Intl (no dependency). It repeats
 * nodes/shared/times.ts on purpose: the emulator plays the platform and never imports nodes/.
 */
export function zoneOffsetMs(timeZone: string, atMs: number): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(atMs));
	const get = (type: string) => Number(parts.find((one) => one.type === type)?.value);
	const local = Date.UTC(
		get('year'),
		get('month') - 1,
		get('day'),
		get('hour'),
		get('minute'),
		get('second'),
	);
	return local - Math.floor(atMs / 1000) * 1000;
}

/** The account's offset today (what the platform uses for DAY, whatever day is asked). */
export const currentOffsetMs = (state: EmulatorState, account: AdsAccount): number =>
	zoneOffsetMs(account.timezone, adsNow(state));

const TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * An ISO 8601 time as epoch ms: with Z or an offset, or a bare date (the account's midnight at
 * its current offset). Undefined when it is not one.
 */
export function parseTime(text: string, offsetMs: number): number | undefined {
	const match = TIME.exec(text);
	if (!match) return undefined;
	const [, year, month, day, hour, minute, second, zone] = match;
	if (hour === undefined) return Date.UTC(Number(year), Number(month) - 1, Number(day)) - offsetMs;
	const ms = Date.parse(
		`${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
	);
	return Number.isNaN(ms) ? undefined : ms;
}

const windowError = (query: Query, parameter: string, message: string): Reply =>
	adsError(
		400,
		'INVALID_TIME_WINDOW',
		message,
		{ parameter, value: query[parameter], details: message },
		{ ...query },
	);

/** A comma list's values, trimmed; empty entries kept so that they are refused. */
const listOf = (query: Query, name: string): string[] =>
	String(single(query[name]))
		.split(',')
		.map((value) => value.trim());

/** The time parameter as a whole hour since the epoch, or its refusal. */
export function wholeHour(query: Query, name: string, offsetMs: number): number | Reply {
	const text = single(query[name]);
	if (text === undefined) return missing(query, name);
	if (text === '') return invalid(query, name, `${name} must not be empty`);
	const ms = parseTime(text, offsetMs);
	if (ms === undefined)
		return invalid(
			query,
			name,
			`${name} must be an ISO 8601 time with Z or an offset, such as 2026-01-01T00:00:00Z`,
		);
	if (ms % HOUR_MS !== 0)
		return invalid(query, name, `${name} must be a whole hour (minutes and seconds zero)`);
	return ms / HOUR_MS;
}

/** start_time and end_time: whole hours, end after start, at most `maxDays` apart. */
export function timeWindow(
	query: Query,
	offsetMs: number,
	maxDays: number | undefined,
): { startHour: number; endHour: number } | Reply {
	const startHour = wholeHour(query, 'start_time', offsetMs);
	if (typeof startHour !== 'number') return startHour;
	const endHour = wholeHour(query, 'end_time', offsetMs);
	if (typeof endHour !== 'number') return endHour;
	if (endHour <= startHour)
		return windowError(query, 'end_time', 'end_time must be after start_time (end is exclusive)');
	if (maxDays !== undefined && endHour - startHour > maxDays * 24)
		return windowError(
			query,
			'end_time',
			`end_time - start_time must be at most ${maxDays} days on this endpoint`,
		);
	return { startHour, endHour };
}

/** Whether the id is an entity of that kind in the account (deleted ones count). */
function entityExists(state: EmulatorState, account: AdsAccount, entity: string, id: string) {
	const inAccount = (records: Array<{ id: string; account_id: string }>) =>
		records.some((one) => one.id === id && one.account_id === account.id);
	switch (entity) {
		case 'ACCOUNT':
			return id === account.id;
		case 'CAMPAIGN':
			return inAccount(campaigns(state));
		case 'FUNDING_INSTRUMENT':
			return inAccount(fundingInstruments(state));
		case 'LINE_ITEM':
			return inAccount(lineItems(state));
		case 'PROMOTED_POST':
			return inAccount(promotedPosts(state));
		default:
			return inAccount(promotedAccounts(state));
	}
}

/** 1 to `max` ids, no repeats, each an entity of that kind in the account. */
export function entityIds(
	state: EmulatorState,
	account: AdsAccount,
	query: Query,
	name: string,
	entity: string,
	max = 20,
): string[] | Reply {
	if (query[name] === undefined) return missing(query, name);
	const ids = listOf(query, name);
	if (ids.some((id) => id === ''))
		return invalid(query, name, `${name} must be a comma list of IDs without empty entries`);
	if (ids.length > max)
		return invalid(query, name, `${name} takes 1 to ${max} IDs, got ${ids.length}`);
	const repeated = ids.find((id, n) => ids.indexOf(id) !== n);
	if (repeated) return invalid(query, name, `${name} names ${repeated} twice`);
	const unknown = ids.find((id) => !entityExists(state, account, entity, id));
	if (unknown)
		return invalid(query, name, `${name}: ${unknown} is not a ${entity} of account ${account.id}`);
	return ids;
}

function groupsProblem(query: Query, entity: string, groups: string[]): Reply | undefined {
	const unknown = groups.find((group) => !(METRIC_GROUPS as readonly string[]).includes(group));
	if (unknown !== undefined)
		return invalid(
			query,
			'metric_groups',
			`metric_groups: ${unknown || '(empty)'} is not one of ${METRIC_GROUPS.join(', ')}`,
		);
	const allowed = GROUPS_BY_ENTITY[entity];
	const refused = allowed && groups.find((group) => !allowed.includes(group));
	if (refused)
		return invalid(
			query,
			'metric_groups',
			`metric_groups: ${refused} is not available for ${entity} (it takes ${allowed.join(', ')})`,
		);
	if (groups.includes('MOBILE_CONVERSION') && groups.length > 1)
		return invalid(query, 'metric_groups', 'MOBILE_CONVERSION must be requested alone');
	const conversion = groups.filter((group) => CONVERSION_GROUPS.includes(group));
	if (conversion.length > 0 && conversion.length < groups.length)
		return invalid(
			query,
			'metric_groups',
			'conversion groups and other groups must be requested separately',
		);
	return undefined;
}

/** segmentation_type with the country or platform it needs (and nothing it does not take). */
function segmentationOf(
	query: Query,
	groups: string[],
): StatsQuery['segmentation'] | Reply | undefined {
	const type = single(query.segmentation_type);
	const country = single(query.country) ?? null;
	const platform = single(query.platform) ?? null;
	if (type === undefined) {
		if (country !== null)
			return invalid(
				query,
				'country',
				'country is taken only with a segmentation_type that needs it',
			);
		if (platform !== null)
			return invalid(
				query,
				'platform',
				'platform is taken only with a segmentation_type that needs it',
			);
		return undefined;
	}
	if (!SEGMENTATION_TYPES.includes(type))
		return invalid(
			query,
			'segmentation_type',
			`segmentation_type must be one value of ${SEGMENTATION_TYPES.join(', ')}`,
		);
	if (groups.includes('LIFE_TIME_VALUE_MOBILE_CONVERSION'))
		return invalid(
			query,
			'segmentation_type',
			'LIFE_TIME_VALUE_MOBILE_CONVERSION metrics are not segmentable',
		);
	if (type === 'CONVERSION_TAGS' && !(groups.length === 1 && groups[0] === 'WEB_CONVERSION'))
		return invalid(query, 'segmentation_type', 'CONVERSION_TAGS is taken only with WEB_CONVERSION');
	if (NEEDS_COUNTRY.includes(type)) {
		if (country === null) return missing(query, 'country');
		if (!COUNTRY_VALUES.has(country))
			return invalid(query, 'country', `country must be a country's location targeting value`);
	} else if (country !== null)
		return invalid(query, 'country', `country is not taken with segmentation_type ${type}`);
	if (NEEDS_PLATFORM.includes(type)) {
		if (platform === null) return missing(query, 'platform');
		if (!PLATFORM_VALUES.has(platform))
			return invalid(query, 'platform', 'platform must be a platform targeting value');
	} else if (platform !== null)
		return invalid(query, 'platform', `platform is not taken with segmentation_type ${type}`);
	return { type, country, platform };
}

const SHARED = [
	'entity',
	'entity_ids',
	'start_time',
	'end_time',
	'granularity',
	'metric_groups',
	'placement',
];
const SEGMENTATION = ['segmentation_type', 'country', 'platform'];

export interface StatsRules {
	/** The longest range in days (the job's depends on segmentation: 90 or 45). */
	maxDays(segmented: boolean): number;
	/** The job endpoint takes segmentation_type, country and platform. */
	segmentable: boolean;
}

/** Every rule of a stats request; the request as the model takes it, or the refusal. */
export function checkStatsRequest(
	state: EmulatorState,
	account: AdsAccount,
	query: Query,
	rules: StatsRules,
): StatsQuery | Reply {
	const problem =
		unknownParameters(query, rules.segmentable ? [...SHARED, ...SEGMENTATION] : SHARED) ??
		SHARED.map((name) => (query[name] === undefined ? missing(query, name) : undefined)).find(
			Boolean,
		) ??
		SHARED.map((name) =>
			single(query[name]) === '' ? invalid(query, name, `${name} must not be empty`) : undefined,
		).find(Boolean);
	if (problem) return problem;
	const entity = String(single(query.entity));
	if (!ENTITIES.includes(entity))
		return invalid(query, 'entity', `entity must be one of ${ENTITIES.join(', ')}`);
	const ids = entityIds(state, account, query, 'entity_ids', entity);
	if (!Array.isArray(ids)) return ids;
	const placement = String(single(query.placement));
	if (placement.includes(','))
		return invalid(query, 'placement', 'placement takes exactly one value per request');
	if (!PLACEMENTS.includes(placement))
		return invalid(query, 'placement', `placement must be one of ${PLACEMENTS.join(', ')}`);
	const granularity = String(single(query.granularity));
	if (!GRANULARITIES.includes(granularity))
		return invalid(query, 'granularity', `granularity must be one of ${GRANULARITIES.join(', ')}`);
	const groups = [...new Set(listOf(query, 'metric_groups'))];
	const badGroups = groupsProblem(query, entity, groups);
	if (badGroups) return badGroups;
	const segmentation = rules.segmentable ? segmentationOf(query, groups) : undefined;
	if (isReply(segmentation)) return segmentation;
	const offsetMs = currentOffsetMs(state, account);
	const window = timeWindow(query, offsetMs, rules.maxDays(segmentation !== undefined));
	if (isReply(window)) return window;
	if (granularity === 'DAY') {
		for (const [name, hour] of [
			['start_time', window.startHour],
			['end_time', window.endHour],
		] as const) {
			if ((hour * HOUR_MS + offsetMs) % DAY_MS !== 0) {
				const midnight = new Date((DAY_MS - offsetMs) % DAY_MS).toISOString().slice(11, 19);
				return invalid(
					query,
					name,
					`with DAY granularity ${name} must be midnight in the account's time zone ${account.timezone} (${midnight}Z at today's offset)`,
				);
			}
		}
	}
	return {
		accountId: account.id,
		entity,
		ids,
		...window,
		granularity: granularity as Granularity,
		placement,
		groups: METRIC_GROUPS.filter((group) => groups.includes(group)),
		segmentation,
	};
}
