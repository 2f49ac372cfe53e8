import { policyRouting } from '../../../shared/routing/policyRouting';
import { adsRecords } from '../../../shared/ads/envelope';
import { requireIds } from '../../../shared/ads/adsRouting';
import { idSegment } from '../../../shared/ads/adsLocators';
import { catalogIdCheck, catalogPath, productCatalogLocator } from '../../shared/catalogLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';

/** GET /12/product_catalogs/:id/product_sets/:product_set_id: a FILTERED set shows PROCESSING until it is built. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a product set',
	description: 'Get a product set with its processing status and product IDs',
	routing: policyRouting({
		request: {
			method: 'GET',
			url: `=${catalogPath}/product_sets/${idSegment('productSetId')}`,
		},
		send: {
			preSend: [catalogIdCheck, requireIds({ parameter: 'productSetId', field: 'Product Set ID' })],
		},
		output: { postReceive: [adsRecords] },
	}),
	fields: [
		productCatalogLocator(),
		requiredText(
			'Product Set ID',
			'productSetId',
			'ID of the product set, as Create returned it',
			'e.g. 1a2b3c4d5e',
		),
	],
};
