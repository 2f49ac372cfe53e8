import type { INodeProperties } from 'n8n-workflow';

import { adsRouting } from '../../../shared/ads/adsRouting';
import { rules, validateParameters } from '../../../shared/validation';
import {
	CONVERSION_OPTIONS,
	conversionChecks,
	conversionFields,
	conversionTimesAndWindows,
} from '../../shared/mobileConversion';
import type { Operation } from '../../../shared/descriptions/resource';

const option = (
	displayName: string,
	name: string,
	property: string,
	type: 'string' | 'number' | 'boolean',
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type,
	default: type === 'string' ? '' : type === 'number' ? 0 : false,
	description,
	routing: { send: { type: 'query', property } },
});

/** The event's metadata: it does not change the attribution. */
const METADATA: INodeProperties[] = [
	option(
		'Device IP Address',
		'deviceIpAddress',
		'device_ip_address',
		'string',
		'IPv4 or IPv6 address of the device when it converted',
	),
	option('Level', 'level', 'level', 'number', 'The level the user reached'),
	option('Number of Items', 'numberItems', 'number_items', 'number', 'How many items'),
	option(
		'Price Micro',
		'priceMicro',
		'price_micro',
		'number',
		'The amount in millionths of the currency (123450000 is 123.45)',
	),
	option(
		'Price Currency',
		'priceCurrency',
		'price_currency',
		'string',
		'ISO 4217 code such as USD',
	),
	option(
		'User Payment Info',
		'userPaymentInfo',
		'user_payment_info',
		'boolean',
		"Whether the app holds the user's payment details",
	),
];

const at = (name: string) => `${CONVERSION_OPTIONS}.${name}`;

/** POST /12/conversion_event */
export const sendOperation: Operation = {
	name: 'Send',
	value: 'send',
	action: 'Send a mobile app conversion',
	description:
		'Record one in-app conversion (install, purchase, ...) and get its attribution in the answer',
	routing: adsRouting(
		{ method: 'POST', url: '/12/conversion_event' },
		{
			preSend: [
				conversionChecks,
				validateParameters(
					{ parameter: at('level'), field: 'Level', rules: [rules.intBetween(0, 2 ** 31 - 1)] },
					{
						parameter: at('numberItems'),
						field: 'Number of Items',
						rules: [rules.intBetween(0, 2 ** 31 - 1)],
					},
					{
						parameter: at('priceMicro'),
						field: 'Price Micro',
						rules: [rules.intBetween(0, Number.MAX_SAFE_INTEGER)],
					},
					{
						parameter: at('priceCurrency'),
						field: 'Price Currency',
						rules: [rules.matches(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD')],
					},
					{
						parameter: at('deviceIpAddress'),
						field: 'Device IP Address',
						rules: [
							rules.matches(
								/^((\d{1,3}\.){3}\d{1,3}|[0-9a-f:]*:[0-9a-f:.]*)$/i,
								'an IPv4 or IPv6 address',
							),
						],
					},
				),
				conversionTimesAndWindows,
			],
		},
	),
	fields: conversionFields(METADATA),
};
