import type { INodeProperties } from 'n8n-workflow';

import { enumField } from '../../../shared/ads/enums';
import { webEventTagLocator } from '../../../shared/ads/webEventTagLocator';
import { moneyOptions } from '../../shared/moneyFields';
import {
	AUDIENCE_EXPANSIONS,
	BID_STRATEGIES,
	CREATE_GOALS,
	ENTITY_STATUSES,
	GOALS,
	MONEY_FIELDS,
	PAY_BY,
} from './lineItemEnums';
import { dropdown } from '../../../shared/descriptions/properties';
import type { LineItemMode } from './lineItemParams';
import { byDisplayName } from '../../../shared/descriptions/optionOrder';

/** The node parameter saying the line item's placements include PUBLISHER_NETWORK (checks only). */
export const PUBLISHER_NETWORK = 'placementPublisherNetwork';

/** A string parameter of the table, sent as it is. */
const text = (
	name: string,
	displayName: string,
	description: string,
	placeholder = '',
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder,
	description,
});

/** Optional parameters only a create takes. */
const CREATE_ONLY_OPTIONS: INodeProperties[] = [
	{
		...webEventTagLocator(
			{},
			{
				name: 'primary_web_event_tag',
				displayName: 'Primary Web Event Tag',
				description:
					'The web event tag (conversion event) to optimize for; required with Goal WEBSITE_CONVERSIONS',
			},
		),
		required: false,
		displayOptions: undefined,
	},
	{
		displayName: 'Standard Delivery',
		name: 'standard_delivery',
		type: 'boolean',
		default: true,
		description:
			"Whether to pace spend evenly (on) or as fast as possible (off); only when the campaign's budget optimization is LINE_ITEM",
	},
];

/**
 * The optional parameters of POST (create) or PUT (update) line_items. None has routing of its
 * own: lineItemParams() checks, converts and sends them all, for single and batch requests.
 */
export function lineItemOptions(mode: LineItemMode): INodeProperties[] {
	const options: INodeProperties[] = [
		text(
			'advertiser_domain',
			'Advertiser Domain',
			'Website domain without protocol (example.com); required when the placements include PUBLISHER_NETWORK',
			'example.com',
		),
		text(
			'advertiser_user_id',
			'Advertiser User ID',
			'Platform user ID of the handle promoting a PREROLL_VIEWS ad (only for certain client applications)',
		),
		text(
			'android_app_store_identifier',
			'Android App Store Identifier',
			'APP_INSTALLS and APP_ENGAGEMENTS objectives need this or the iOS identifier',
			'com.example.app',
		),
		enumField(
			{
				displayName: 'Audience Expansion',
				name: 'audience_expansion',
			},
			AUDIENCE_EXPANSIONS,
		),
		enumField(
			{
				displayName: 'Bid Strategy',
				name: 'bid_strategy',
				description:
					'AUTO optimizes by daily budget and flight dates (takes no Bid Amount); MAX bids at most Bid Amount (not for REACH or FOLLOWERS); TARGET keeps daily averages within 20% of Bid Amount (REACH and WEBSITE_CLICKS). MAX and TARGET need Bid Amount.',
			},
			BID_STRATEGIES,
		),
		{
			displayName: 'Categories',
			name: 'categories',
			type: 'string',
			default: '',
			placeholder: 'IAB3-1,IAB19',
			description:
				'Comma-separated IAB categories; required when the placements include PUBLISHER_NETWORK; a PREROLL_VIEWS line item takes one or two (see Business Category)',
		},
		{
			...dropdown(
				'Duration In Days',
				'duration_in_days',
				{ '1 Day': '1', '7 Days': '7', '30 Days': '30' },
				'7',
			),
			description: 'The period in which Frequency Cap is reached',
		},
		{
			displayName: 'End Time',
			name: 'end_time',
			type: 'dateTime',
			default: '',
			description: 'When serving stops; a time without zone is in the workflow time zone',
		},
		enumField(
			{
				displayName: 'Status',
				name: 'entity_status',
				default: 'PAUSED',
				description: 'Whether the line item runs: pause it or resume it',
			},
			ENTITY_STATUSES,
		),
		{
			displayName: 'Frequency Cap',
			name: 'frequency_cap',
			type: 'number',
			typeOptions: { minValue: 1, numberPrecision: 0 },
			default: 1,
			description:
				'Most deliveries per user in Duration In Days; only for objectives REACH, ENGAGEMENTS, VIDEO_VIEWS and PREROLL_VIEWS',
		},
		enumField(
			{
				displayName: 'Goal',
				name: 'goal',
				description:
					'APP_PURCHASES is for APP_INSTALL; APP_CLICKS and APP_INSTALLS for APP_INSTALL and APP_ENGAGEMENTS; the default depends on the objective',
			},
			mode === 'create' ? CREATE_GOALS : GOALS,
		),
		text(
			'ios_app_store_identifier',
			'iOS App Store Identifier',
			'The numeric part of the store identifier; APP_INSTALLS and APP_ENGAGEMENTS need this or the Android identifier',
			'333903271',
		),
		text('name', 'Name', 'The name of the line item'),
		enumField(
			{
				displayName: 'Pay By',
				name: 'pay_by',
				description:
					'Modifiable only for APP_INSTALLS line items; LINK_CLICKS goal: LINK_CLICK or IMPRESSION (IMPRESSION not with bid strategy TARGET)',
			},
			PAY_BY,
		),
		{
			displayName: 'Start Time',
			name: 'start_time',
			type: 'dateTime',
			default: '',
			description: 'When serving starts; a time without zone is in the workflow time zone',
		},
		...MONEY_FIELDS.flatMap(moneyOptions),
		...(mode === 'create' ? CREATE_ONLY_OPTIONS : []),
	];
	const sorted = options.sort(byDisplayName);
	// A create shows these as fields of their own (create.operation.ts).
	return mode === 'create'
		? sorted.filter((option) => !CREATE_OWN_FIELDS.includes(option.name))
		: sorted;
}

/** The values a create asks for outside Additional Fields: the money in view, as on a campaign. */
const CREATE_OWN_FIELDS = [
	'entity_status',
	'name',
	'start_time',
	'bid_strategy',
	...MONEY_FIELDS.map(({ name }) => name),
];

/**
 * Bid Strategy, for a create's own fields: left on the first choice it is not sent, and the
 * platform picks the strategy by the objective.
 */
export const bidStrategyField = (): INodeProperties => {
	const field = enumField(
		{
			displayName: 'Bid Strategy',
			name: 'bid_strategy',
			default: '',
			description:
				'AUTO optimizes by daily budget and flight dates (takes no Bid Amount); MAX bids at most Bid Amount (not for REACH or FOLLOWERS); TARGET keeps daily averages within 20% of Bid Amount (REACH and WEBSITE_CLICKS). MAX and TARGET need Bid Amount.',
		},
		BID_STRATEGIES,
	);
	return {
		...field,
		options: [
			{
				name: "The Objective's Default",
				value: '',
				description: 'Not sent: the platform chooses the strategy by the objective',
			},
			...(field.options ?? []),
		],
	};
};
