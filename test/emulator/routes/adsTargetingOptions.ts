import { adsPage, type PageRules } from '../paging';
import { adsRoute, invalid, missing, oneOf, single, unknownParameters } from '../adsRules';
import type { Query, Reply, Route } from '../types';
import {
	APP_STORE_CATEGORIES,
	CONVERSATION_OPTIONS,
	CONVERSATION_TYPES,
	DEVICES,
	EVENT_TYPES,
	EVENTS,
	INTEREST_OPTIONS,
	LANGUAGES,
	LOCATIONS,
	NETWORK_OPERATORS,
	PLATFORM_VERSIONS,
	PLATFORMS,
	TV_MARKETS,
	TV_SHOWS,
} from '../targetingOptions';

/**
 * The 12 targeting option lookups, GET /12/targeting_criteria/<name>, each with the parameters
 * the spec lists for it and nothing else. `q` finds the words anywhere in the name.
 */

type Option = { name: string };

const PAGE: PageRules = { min: 1, max: 1000, default: 200 };
const TV_SHOW_PAGE: PageRules = { min: 1, max: 50, default: 50 };

const matching = <T extends Option>(options: T[], query: Query): T[] => {
	const words = single(query.q)?.toLowerCase();
	return words ? options.filter((option) => option.name.toLowerCase().includes(words)) : options;
};

const countryCode = (query: Query, parameter: string): Reply | undefined =>
	single(query[parameter])
		?.split(',')
		.some((code) => !/^[A-Z]{2}$/.test(code.trim()))
		? invalid(query, parameter, `${parameter} must be ISO alpha-2 country codes such as US`)
		: undefined;

/** The whole list in one answer, for lookups without count or cursor. */
const whole = (data: unknown[], query: Query): Reply => ({
	body: { data, request: { params: { ...query } }, next_cursor: null },
});

const LOCATION_TYPES = ['COUNTRIES', 'REGIONS', 'METROS', 'CITIES', 'POSTAL_CODES'];

const handlers: Record<string, { parameters: string[]; answer: (query: Query) => Reply }> = {
	app_store_categories: {
		parameters: ['q', 'os_type'],
		answer: (query) =>
			oneOf(query, 'os_type', ['ANDROID', 'IOS']) ??
			whole(
				matching(APP_STORE_CATEGORIES, query).filter(
					(option) => !query.os_type || option.os_type === single(query.os_type),
				),
				query,
			),
	},
	conversations: {
		parameters: ['conversation_type', 'count', 'cursor'],
		answer: (query) =>
			oneOf(query, 'conversation_type', CONVERSATION_TYPES) ??
			adsPage(
				CONVERSATION_OPTIONS.filter(
					(option) =>
						!query.conversation_type ||
						option.conversation_type === single(query.conversation_type),
				),
				query,
				PAGE,
			),
	},
	devices: {
		parameters: ['q', 'count'],
		answer: (query) => adsPage(matching(DEVICES, query), query, PAGE),
	},
	events: {
		parameters: ['event_types', 'country_codes', 'start_time', 'end_time', 'count', 'cursor'],
		answer: (query) => {
			const types = single(query.event_types)?.split(',');
			if (!types) return missing(query, 'event_types');
			if (types.some((type) => !EVENT_TYPES.includes(type)))
				return invalid(query, 'event_types', `event_types must be of ${EVENT_TYPES.join(', ')}`);
			const refusal = countryCode(query, 'country_codes');
			if (refusal) return refusal;
			const countries = single(query.country_codes)?.split(',');
			const start = Date.parse(single(query.start_time) ?? new Date().toISOString());
			const end =
				query.end_time === undefined ? Infinity : Date.parse(String(single(query.end_time)));
			if (Number.isNaN(start) || Number.isNaN(end))
				return invalid(
					query,
					Number.isNaN(start) ? 'start_time' : 'end_time',
					'not an ISO 8601 time',
				);
			return adsPage(
				EVENTS.filter(
					(event) =>
						types.includes(String(event.event_type)) &&
						(!countries || event.is_global || countries.includes(String(event.country_code))) &&
						Date.parse(event.end_time) > start &&
						Date.parse(event.start_time) < end,
				),
				query,
				PAGE,
			);
		},
	},
	interests: {
		parameters: ['q', 'count', 'cursor'],
		answer: (query) => adsPage(matching(INTEREST_OPTIONS, query), query, PAGE),
	},
	languages: {
		parameters: ['q', 'count', 'cursor'],
		answer: (query) => adsPage(matching(LANGUAGES, query), query, PAGE),
	},
	locations: {
		parameters: ['q', 'location_type', 'country_code', 'count', 'cursor'],
		answer: (query) =>
			oneOf(query, 'location_type', LOCATION_TYPES) ??
			countryCode(query, 'country_code') ??
			adsPage(
				matching(LOCATIONS, query).filter(
					(option) =>
						(!query.location_type || option.location_type === single(query.location_type)) &&
						(!query.country_code || option.country_code === single(query.country_code)),
				),
				query,
				PAGE,
			),
	},
	network_operators: {
		parameters: ['q', 'country_code', 'count', 'cursor'],
		answer: (query) =>
			countryCode(query, 'country_code') ??
			adsPage(
				matching(NETWORK_OPERATORS, query).filter(
					(option) => option.country_code === (single(query.country_code) ?? 'US'),
				),
				query,
				PAGE,
			),
	},
	platform_versions: {
		parameters: ['q'],
		answer: (query) => whole(matching(PLATFORM_VERSIONS, query), query),
	},
	platforms: {
		parameters: ['q', 'count', 'lang'],
		answer: (query) => {
			const lang = single(query.lang);
			if (lang !== undefined && !/^[a-z]{2}$/.test(lang))
				return invalid(query, 'lang', 'lang must be an ISO 639-1 code such as es');
			const data = matching(PLATFORMS, query).map(({ spanish, ...platform }) =>
				lang ? { ...platform, localized_name: lang === 'es' ? spanish : platform.name } : platform,
			);
			return adsPage(data, query, PAGE);
		},
	},
	tv_markets: { parameters: [], answer: (query) => whole(TV_MARKETS, query) },
	tv_shows: {
		parameters: ['locale', 'q', 'count', 'cursor'],
		answer: (query) => {
			const locale = single(query.locale);
			if (!locale) return missing(query, 'locale');
			if (!TV_MARKETS.some((market) => market.locale === locale))
				return invalid(query, 'locale', 'locale must be one of the TV markets, such as en-US');
			return adsPage(
				matching(TV_SHOWS, query).filter(
					(show) => `${show.locales[0].language}-${show.locales[0].country}` === locale,
				),
				query,
				TV_SHOW_PAGE,
			);
		},
	},
};

export const TARGETING_OPTION_LISTS = Object.keys(handlers);

export const routes: Route[] = Object.entries(handlers).map(([name, { parameters, answer }]) =>
	adsRoute(
		'GET',
		`/12/targeting_criteria/${name}`,
		({ query }) => unknownParameters(query, parameters) ?? answer(query),
	),
);
