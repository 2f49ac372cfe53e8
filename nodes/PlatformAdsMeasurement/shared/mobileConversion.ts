import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import { enumCheck, enumField } from '../../shared/ads/enums';
import { requiredDateTime, requiredText } from '../../shared/descriptions/properties';
import type { PreSend } from '../../shared/routing/preSend';
import { toUtcMilliseconds } from '../../shared/times';
import { invalidField, validateParameters, type FieldCheck } from '../../shared/validation';
import { counted } from '../../shared/descriptions/thousands';

/** The 20 conversion types of mobile app conversion tracking (conversion events, app event tags). */
export const CONVERSION_TYPES = [
	'PURCHASE',
	'SIGN_UP',
	'INSTALL',
	'RE_ENGAGE',
	'UPDATE',
	'TUTORIAL_COMPLETE',
	'RESERVATION',
	'ADD_TO_CART',
	'ADD_TO_WISHLIST',
	'LOGIN',
	'CHECKOUT_INITIATED',
	'SEARCH',
	'LEVEL_ACHIEVED',
	'ACHIEVEMENT_UNLOCKED',
	'CONTENT_VIEW',
	'SHARE',
	'INVITE',
	'ADDED_PAYMENT_INFO',
	'SPENT_CREDITS',
	'RATED',
] as const;

export const OS_TYPES = ['IOS', 'ANDROID'] as const;

/** Post-engagement (click) windows in days, and post-view ones (0: none), as the interface takes them. */
export const CLICK_WINDOWS = [1, 7, 14, 30];
export const VIEW_WINDOWS = [0, 1, 7, 14, 30];

/** A dropdown of attribution windows in days, sent as `property` (the value is the number of days). */
export const windowField = (
	displayName: string,
	name: string,
	property: string,
	days: number[],
	defaultDays: number,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	options: days.map((value) => ({
		name: value === 0 ? 'None' : `${value} Day${value === 1 ? '' : 's'}`,
		value,
	})),
	default: defaultDays,
	description,
	routing: { send: { type: 'query', property } },
});

/** The check of a window set by an expression: one of the listed day counts. */
export const windowCheck = (parameter: string, field: string, days: number[]): FieldCheck =>
	enumCheck(parameter, field, days.map(String));

export const osTypeField = (name = 'osType'): INodeProperties =>
	enumField(
		{
			displayName: 'OS Type',
			name,
			required: true,
			default: 'IOS',
			description: 'The app store of the app: iOS or Android',
			routing: { send: { type: 'query', property: 'os_type' } },
		},
		OS_TYPES,
	);

export const conversionTypeField = (): INodeProperties =>
	enumField(
		{
			displayName: 'Conversion Type',
			name: 'conversionType',
			required: true,
			default: 'INSTALL',
			description: 'What the user did in the app',
			routing: { send: { type: 'query', property: 'conversion_type' } },
		},
		CONVERSION_TYPES,
	);

export const OS_TYPE_CHECK = enumCheck('osType', 'OS Type', OS_TYPES);
export const CONVERSION_TYPE_CHECK = enumCheck(
	'conversionType',
	'Conversion Type',
	CONVERSION_TYPES,
);

/** The options of both mobile conversion operations (their windows and the engagement elsewhere). */
export const CONVERSION_OPTIONS = 'conversionOptions';

/** The fields conversion_event and conversion_attribution share: five required, then the windows. */
export const conversionFields = (extraOptions: INodeProperties[]): INodeProperties[] => [
	{
		...requiredText(
			'App ID',
			'appId',
			"The app's store ID: the numeric App Store ID or the Android package name",
			'333903271',
		),
		routing: { send: { type: 'query', property: 'app_id' } },
	},
	osTypeField(),
	{
		...requiredText(
			'Hashed Device ID',
			'hashedDeviceId',
			"HMAC-SHA-256 of the device's advertising ID (IDFA or Android advertising ID) with the key the platform issued to the measurement partner, sent as given",
		),
		routing: { send: { type: 'query', property: 'hashed_device_id' } },
	},
	conversionTypeField(),
	requiredDateTime(
		'Conversion Time',
		'conversionTime',
		'When the conversion happened; sent in UTC with milliseconds (2022-02-18T01:14:00.603Z)',
	),
	{
		displayName: 'Options',
		name: CONVERSION_OPTIONS,
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: (
			[
				windowField(
					'Click Window',
					'clickWindow',
					'click_window',
					CLICK_WINDOWS,
					14,
					'Days after a click during which the conversion is credited to it (at least the view-through window)',
				),
				windowField(
					'View-Through Window',
					'viewThroughWindow',
					'view_through_window',
					VIEW_WINDOWS,
					1,
					'Days after a view during which the conversion is credited to it (at most the click window)',
				),
				{
					displayName: 'Non-Platform Engagement Time',
					name: 'nonPlatformEngagementTime',
					type: 'dateTime',
					default: '',
					description:
						'When the user last engaged outside the platform before converting; sent in UTC with milliseconds',
				},
				{
					displayName: 'Non-Platform Engagement Type',
					name: 'nonPlatformEngagementType',
					type: 'options',
					options: [
						{ name: 'Click', value: 'CLICK' },
						{ name: 'View', value: 'VIEW' },
					],
					default: 'CLICK',
					description: 'How the user last engaged outside the platform',
					routing: { send: { type: 'query', property: 'non_platform_engagement_type' } },
				},
				...extraOptions,
			] as INodeProperties[]
		).sort((a, b) => a.displayName.localeCompare(b.displayName)),
	},
];

/** A window's parameter, its name in the panel and the days the platform takes when it is not set. */
interface WindowParameter {
	parameter: string;
	field: string;
	fallback: number;
}

/**
 * Refuses a view window longer than the engagement (click) window of the same item, each read
 * with the platform's default when not set.
 */
export function checkViewWithinEngagement(
	context: IExecuteSingleFunctions,
	engagement: WindowParameter,
	view: WindowParameter,
): void {
	const longest = Number(context.getNodeParameter(engagement.parameter, engagement.fallback));
	const days = Number(context.getNodeParameter(view.parameter, view.fallback));
	if (days > longest)
		throw invalidField(
			context.getNode(),
			context.getItemIndex(),
			view.field,
			`(${counted(days, 'day')}) must be at most the ${engagement.field} (${counted(longest, 'day')})`,
		);
}

const CLICK_WINDOW = `${CONVERSION_OPTIONS}.clickWindow`;
const VIEW_WINDOW = `${CONVERSION_OPTIONS}.viewThroughWindow`;

/** The checks both operations share: the five required values, the enumerations and the windows. */
export const conversionChecks = validateParameters(
	{ parameter: 'appId', field: 'App ID', rules: [], required: true },
	{ ...OS_TYPE_CHECK, required: true },
	{ parameter: 'hashedDeviceId', field: 'Hashed Device ID', rules: [], required: true },
	{ ...CONVERSION_TYPE_CHECK, required: true },
	{ parameter: 'conversionTime', field: 'Conversion Time', rules: [], required: true },
	windowCheck(CLICK_WINDOW, 'Click Window', CLICK_WINDOWS),
	windowCheck(VIEW_WINDOW, 'View-Through Window', VIEW_WINDOWS),
	enumCheck(`${CONVERSION_OPTIONS}.nonPlatformEngagementType`, 'Non-Platform Engagement Type', [
		'CLICK',
		'VIEW',
	]),
);

/**
 * The view-through window at most the click window (stated for conversion events; as harmless
 * for lookups), with the defaults 14 and 1 for a window not chosen; then both times written in
 * UTC with milliseconds and Z, from the workflow's zone when they name none.
 */
export const conversionTimesAndWindows: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	checkViewWithinEngagement(
		this,
		{ parameter: CLICK_WINDOW, field: 'Click Window', fallback: 14 },
		{ parameter: VIEW_WINDOW, field: 'View-Through Window', fallback: 1 },
	);
	const qs: IDataObject = { ...(request.qs ?? {}) };
	for (const [parameter, field, property] of [
		['conversionTime', 'Conversion Time', 'conversion_time'],
		[
			`${CONVERSION_OPTIONS}.nonPlatformEngagementTime`,
			'Non-Platform Engagement Time',
			'non_platform_engagement_time',
		],
	]) {
		const value = String(this.getNodeParameter(parameter, '') ?? '').trim();
		if (!value) continue;
		const utc = toUtcMilliseconds(value, this.getTimezone());
		if (!utc)
			throw invalidField(
				node,
				item,
				field,
				`must be a date and time such as 2026-11-20T10:00:00.000Z, got "${value.slice(0, 40)}"`,
			);
		qs[property] = utc;
	}
	return { ...request, qs };
};
