import { adsRouting } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { PRODUCT_TYPES } from './lineItemEnums';

/** GET /12/line_items/placements: the placement combinations each product type accepts. */
export const getPlacementsOperation: Operation = {
	name: 'Get Placements',
	value: 'getPlacements',
	action: 'Get line item placements',
	description: 'List the valid combinations of placements for each product type',
	routing: adsRouting(
		{ method: 'GET', url: '/12/line_items/placements' },
		{ preSend: [validateParameters(enumCheck('productType', 'Product Type', PRODUCT_TYPES))] },
	),
	fields: [
		enumField(
			{
				displayName: 'Product Type',
				name: 'productType',
				description: 'Only the combinations of this product type; leave empty for all',
				routing: {
					send: { type: 'query', property: 'product_type', value: '={{ $value || undefined }}' },
				},
			},
			PRODUCT_TYPES,
		),
		envelopeProperty(),
	],
};
