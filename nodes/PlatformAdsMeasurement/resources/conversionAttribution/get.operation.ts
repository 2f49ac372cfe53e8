import { adsRouting } from '../../../shared/ads/adsRouting';
import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import {
	CONVERSION_OPTIONS,
	conversionChecks,
	conversionFields,
	conversionTimesAndWindows,
} from '../../shared/mobileConversion';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/conversion_attribution */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get the attribution of a conversion',
	description:
		'Ask which promoted post (if any) a conversion would be credited to, without recording it',
	routing: adsRouting(
		{ method: 'GET', url: '/12/conversion_attribution' },
		{
			preSend: [
				conversionChecks,
				validateParameters({
					parameter: `${CONVERSION_OPTIONS}.extraDeviceIds`,
					field: 'Extra Device IDs',
					rules: [rules.entries(1, Infinity)],
				}),
				conversionTimesAndWindows,
			],
		},
	),
	fields: conversionFields([
		{
			displayName: 'Extra Device IDs',
			name: 'extraDeviceIds',
			type: 'string',
			default: '',
			description:
				'Further hashed device IDs, comma-separated: first the SHA-256 of the SHA-1 of the device ID behind Hashed Device ID',
			routing: { send: { type: 'query', property: 'extra_device_ids', value: JOINED_LIST } },
		},
	]),
};
