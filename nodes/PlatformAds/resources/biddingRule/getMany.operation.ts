import { rules, validateParameters } from '../../../shared/validation';
import { adsRouting } from '../../../shared/ads/adsRouting';
import { envelopeProperty } from '../../../shared/ads/envelope';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/bidding_rules: one item per currency, with the bounds also in currency units. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get bidding rules',
	description:
		'Get the lowest and highest bid and the smallest amount the platform takes, per currency',
	routing: adsRouting(
		{ method: 'GET', url: '/12/bidding_rules' },
		{
			preSend: [
				validateParameters({
					parameter: 'currency',
					field: 'Currency',
					rules: [rules.matches(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD')],
				}),
			],
		},
	),
	fields: [
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			default: '',
			placeholder: 'USD',
			description: 'ISO 4217 code of one currency; leave empty for every currency',
			routing: {
				send: { type: 'query', property: 'currency', value: '={{ $value || undefined }}' },
			},
		},
		envelopeProperty(),
	],
};
