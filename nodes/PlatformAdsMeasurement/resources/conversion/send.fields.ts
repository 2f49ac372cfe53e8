import type { INodeProperties } from 'n8n-workflow';

import { webEventTagLocator } from '../../../shared/ads/webEventTagLocator';
import { pixelLocator } from './pixelLocator';

/** Parameter names of Conversion > Send, read by its code. */
export const PARAMETERS = {
	pixel: 'pixelId',
	event: 'eventId',
	mapping: 'identifierMapping',
	email: 'email',
	phone: 'phoneNumber',
	twclid: 'twclid',
	ip: 'ipAddress',
	userAgent: 'userAgent',
	countryCode: 'defaultCountryCode',
	time: 'conversionTime',
	value: 'value',
	currency: 'currency',
	conversionId: 'conversionId',
	options: 'conversionOptions',
} as const;

export const MAP_AUTOMATICALLY = 'autoMapInputData';
export const DEFINE_BELOW = 'defineBelow';

const show = { resource: ['conversion'], operation: ['send'] };
const mapEach = { ...show, [PARAMETERS.mapping]: [DEFINE_BELOW] };

const identifierField = (
	name: string,
	displayName: string,
	description: string,
	placeholder: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder,
	description,
	displayOptions: { show: mapEach },
});

/** The fields of Conversion > Send, after the account picker. */
export const sendFields: INodeProperties[] = [
	{
		displayName:
			'Each input item is one conversion. Emails and phone numbers are normalized and SHA-256 hashed on this machine; conversions go up to 500 a request. Each output item says which input fields were used for what (fields_used) and warns of what may not count (warnings).',
		name: 'conversionNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	webEventTagLocator(show, {
		name: PARAMETERS.event,
		displayName: 'Event',
		description:
			'The web event tag the conversions count for; to match the pixel, pick the event the pixel already reports',
	}),
	pixelLocator(show, PARAMETERS.pixel),
	{
		displayName: 'Identifiers',
		name: PARAMETERS.mapping,
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Map Automatically',
				value: MAP_AUTOMATICALLY,
				description:
					"Read each item's fields of the usual names, in any case: email (e-mail), phone (phone_number, mobile), twclid (click_id), ip (ip_address), user_agent (userAgent); and, where Value or Currency is left empty, value (total, revenue, amount, price) and currency",
			},
			{
				name: 'Map Each Field Below',
				value: DEFINE_BELOW,
				description: 'Set each identifier with the fields below (expressions allowed)',
			},
		],
		default: MAP_AUTOMATICALLY,
		displayOptions: { show },
	},
	identifierField(
		PARAMETERS.email,
		'Email',
		"The customer's email; trimmed and lower-cased, then SHA-256 hashed (a 64-character hash is sent as is)",
		'e.g. name@example.com',
	),
	identifierField(
		PARAMETERS.phone,
		'Phone Number',
		"The customer's phone number; written in E.164 (+ and digits), then SHA-256 hashed (a 64-character hash is sent as is)",
		'e.g. +1 415 555 0100',
	),
	identifierField(
		PARAMETERS.twclid,
		'Click ID (Twclid)',
		'The twclid parameter of the landing page URL, kept with the order; sent as is',
		'e.g. 26l8j2bq7f6qk1yq4m6e2c0b1s',
	),
	identifierField(
		PARAMETERS.ip,
		'IP Address',
		"The customer's IPv4 address; counts only together with another identifier; sent as is, never hashed",
		'e.g. 8.25.197.25',
	),
	identifierField(
		PARAMETERS.userAgent,
		'User Agent',
		"The customer's browser user agent; counts only together with another identifier; sent as is, never hashed",
		'e.g. Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)',
	),
	{
		displayName: 'Default Country Calling Code',
		name: PARAMETERS.countryCode,
		type: 'string',
		default: '',
		placeholder: 'e.g. 1',
		description:
			'For phone numbers written without "+" or "00": read as national numbers, their leading zero dropped and this code put in front ("020 7183 8750" with 44 gives +442071838750). Empty: such numbers must already start with their country code.',
		displayOptions: { show },
	},
	{
		displayName: 'Conversion Time',
		name: PARAMETERS.time,
		type: 'string',
		default: '',
		placeholder: 'e.g. 2026-03-02T10:15:00Z',
		description:
			"When the conversion happened (ISO 8601). Empty: the item's created_at, conversion_time, time or timestamp field, else now. Without Z or an offset it is read in the workflow's time zone; sent in UTC with milliseconds. A time more than 5 minutes ahead is refused.",
		displayOptions: { show },
	},
	{
		displayName: 'Value',
		name: PARAMETERS.value,
		type: 'string',
		default: '',
		placeholder: 'e.g. 20.00',
		description:
			"The price of the items in currency units (e.g. 19.99). Empty with Map Automatically: the item's value, total, revenue, amount or price field; otherwise no value.",
		displayOptions: { show },
	},
	{
		displayName: 'Currency',
		name: PARAMETERS.currency,
		type: 'string',
		default: '',
		placeholder: 'e.g. EUR',
		description:
			"Three-letter ISO 4217 code of Value. Empty: with Map Automatically the item's currency field, else USD.",
		displayOptions: { show },
	},
	{
		displayName: 'Conversion ID',
		name: PARAMETERS.conversionId,
		type: 'string',
		default: '',
		placeholder: 'e.g. order-10045',
		description:
			"A stable ID of the conversion, such as the order number: the platform counts a conversion ID once per event, so running the workflow again does not count a sale twice. Use the same ID as the pixel reports for the same sale. Empty: read from the item's conversion_id, order_id or order_number field, or its ID.",
		displayOptions: { show },
	},
	{
		displayName: 'Options',
		name: PARAMETERS.options,
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show },
		options: [
			{
				displayName: 'Contents',
				name: 'contents',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				default: {},
				placeholder: 'Add Product',
				description: 'The products of the conversion',
				options: [
					{
						displayName: 'Product',
						name: 'content',
						values: [
							{
								displayName: 'Content ID',
								name: 'contentId',
								type: 'string',
								default: '',
								description: 'SKU or GTIN',
							},
							{
								displayName: 'Group ID',
								name: 'contentGroupId',
								type: 'string',
								default: '',
								description: 'ID of the product variant group',
							},
							{
								displayName: 'Name',
								name: 'contentName',
								type: 'string',
								default: '',
							},
							{
								displayName: 'Number of Items',
								name: 'numItems',
								type: 'number',
								default: 1,
							},
							{
								displayName: 'Price',
								name: 'contentPrice',
								type: 'number',
								default: 0,
							},
							{
								displayName: 'Type',
								name: 'contentType',
								type: 'string',
								default: '',
								description: 'Product category',
							},
						],
					},
				],
			},
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				default: '',
				description: 'Free text about the conversion',
			},
			{
				displayName: 'Number of Items',
				name: 'numberItems',
				type: 'number',
				default: 1,
				typeOptions: { minValue: 1 },
				description: 'How many items were bought (a whole number above zero)',
			},
			{
				displayName: 'Pace Requests',
				name: 'pace',
				type: 'boolean',
				default: true,
				description:
					"Whether to wait, when needed, so that at most 60,000 conversions reach the account in 15 minutes (the platform's limit)",
			},
		],
	},
];
