import {
	adsRoute,
	booleans,
	enumsProblem,
	firstProblem,
	invalid,
	required,
	single,
	unknownParameters,
} from '../adsRules';
import {
	CLICK_WINDOWS,
	CONVERSION_TYPES,
	millisecondTime,
	OS_TYPES,
	VIEW_WINDOWS,
	windowOrder,
} from '../mobileConversionRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';

/** A seeded engagement with a promoted post that a later conversion of the device is credited to. */
interface Engagement {
	hashed_device_id: string;
	app_id: string;
	engagement_type: 'CLICK' | 'VIEW';
	engagement_time: string;
}

const DAY_MS = 86_400_000;

/**
 * Seeded: a click of one device and a view of another on 2026-01-10, both for the iOS app
 * 333903271, from line item 8v7jo of campaign c1. A conversion of another device, or outside the
 * window of the engagement, is claimed by nobody.
 */
export const ENGAGEMENTS: readonly Engagement[] = [
	{
		hashed_device_id: 'Q2xpY2tlZERldmljZUhhc2hlZDAwMDAwMDAwMDAwMDA=',
		app_id: '333903271',
		engagement_type: 'CLICK',
		engagement_time: '2026-01-10T12:00:00.000Z',
	},
	{
		hashed_device_id: 'Vmlld2VkRGV2aWNlSGFzaGVkMDAwMDAwMDAwMDAwMDA=',
		app_id: '333903271',
		engagement_type: 'VIEW',
		engagement_time: '2026-01-10T12:00:00.000Z',
	},
];

const REQUIRED = ['app_id', 'os_type', 'hashed_device_id', 'conversion_type', 'conversion_time'];
const COMMON = [
	...REQUIRED,
	'click_window',
	'view_through_window',
	'non_platform_engagement_time',
	'non_platform_engagement_type',
];
const EVENT_ONLY = [
	'device_ip_address',
	'level',
	'number_items',
	'price_micro',
	'price_currency',
	'user_payment_info',
];

/** The checks both endpoints share: required parameters, enumerations, windows and times. */
function commonProblem(query: Query, allowed: string[]): Reply | undefined {
	return firstProblem(
		unknownParameters(query, allowed),
		required(query, REQUIRED),
		enumsProblem(query, {
			os_type: OS_TYPES,
			conversion_type: CONVERSION_TYPES,
			click_window: CLICK_WINDOWS,
			view_through_window: VIEW_WINDOWS,
			non_platform_engagement_type: ['CLICK', 'VIEW'],
		}),
		windowOrder(query, 'click_window', 'view_through_window', [14, 1]),
		millisecondTime(query, 'conversion_time'),
		millisecondTime(query, 'non_platform_engagement_time'),
	);
}

function eventProblem(query: Query): Reply | undefined {
	const integer = (name: string) => {
		const value = single(query[name]);
		return value === undefined || /^[0-9]+$/.test(value)
			? undefined
			: invalid(query, name, `${name} must be a whole number`);
	};
	const currency = single(query.price_currency);
	return firstProblem(
		integer('level'),
		integer('number_items'),
		integer('price_micro'),
		booleans(query, ['user_payment_info']),
		currency === undefined || /^[A-Z]{3}$/.test(currency)
			? undefined
			: invalid(query, 'price_currency', 'price_currency must be an ISO 4217 code'),
	);
}

/** The platform's claim on the conversion, or null: an engagement of the device within its window. */
function attribution(query: Query) {
	const value = (name: string) => String(single(query[name]));
	const converted = Date.parse(value('conversion_time'));
	const windows = {
		CLICK: Number(single(query.click_window) ?? 14),
		VIEW: Number(single(query.view_through_window) ?? 1),
	};
	const engagement = ENGAGEMENTS.find((candidate) => {
		const engaged = Date.parse(candidate.engagement_time);
		return (
			candidate.hashed_device_id === value('hashed_device_id') &&
			candidate.app_id === value('app_id') &&
			engaged <= converted &&
			converted - engaged <= windows[candidate.engagement_type] * DAY_MS
		);
	});
	if (!engagement) return null;
	return {
		engagement_type: engagement.engagement_type,
		engagement_time: engagement.engagement_time,
		attribution_type: 'PROMOTED',
		country_code: 'US',
		post_id: '1200000000000000001',
		promoted_properties: {
			account_id: '18ce54d4x5t',
			campaign_id: 'c1',
			campaign_name: 'Spring Sale',
			line_item_id: '8v7jo',
			line_item_objective: 'APP_INSTALLS',
		},
	};
}

/** The recorded conversions, in order, for tests to read. */
export const conversionEvents = (state: EmulatorState): Array<Record<string, unknown>> =>
	state.collection<Record<string, unknown>>('adsConversionEvents');

const PARTNER_CLIENT_ID = 'emulator-partner';

/** POST conversion_event (records and attributes) and GET conversion_attribution (attributes only). */
export const routes: Route[] = [
	adsRoute('POST', '/12/conversion_event', ({ state, query }) => {
		const problem = commonProblem(query, [...COMMON, ...EVENT_ONLY]) ?? eventProblem(query);
		if (problem) return problem;
		const value = (name: string) => single(query[name]);
		const record = {
			app_id: value('app_id'),
			os_type: value('os_type'),
			hashed_device_id: value('hashed_device_id'),
			conversion_type: value('conversion_type'),
			conversion_time: value('conversion_time'),
			click_window: Number(value('click_window') ?? 14),
			view_through_window: Number(value('view_through_window') ?? 1),
			conversion_value_micro: Number(value('price_micro') ?? 0),
			limit_ad_tracking: false,
			event_metadata: null,
			partner_client_id: PARTNER_CLIENT_ID,
			non_platform_engagement_type: value('non_platform_engagement_type') ?? null,
			non_platform_engagement_time: value('non_platform_engagement_time') ?? null,
			platform_attribution: attribution(query),
			tpn_attribution: null,
		};
		conversionEvents(state).push(record);
		return { body: { data: record, request: { params: { ...query } } } };
	}),
	adsRoute('GET', '/12/conversion_attribution', ({ query }) => {
		const problem = commonProblem(query, [...COMMON, 'extra_device_ids']);
		if (problem) return problem;
		const value = (name: string) => single(query[name]);
		const extra = value('extra_device_ids');
		return {
			body: {
				data_type: 'conversion_attribution',
				data: {
					app_id: value('app_id'),
					os_type: value('os_type'),
					hashed_device_id: value('hashed_device_id'),
					conversion_type: value('conversion_type'),
					partner_client_id: PARTNER_CLIENT_ID,
					conversion_time: value('conversion_time'),
					click_window: Number(value('click_window') ?? 14),
					view_through_window: Number(value('view_through_window') ?? 1),
					extra_device_ids: extra === undefined ? null : extra.split(','),
					platform_attribution: attribution(query),
				},
				request: { params: { ...query } },
			},
		};
	}),
];
