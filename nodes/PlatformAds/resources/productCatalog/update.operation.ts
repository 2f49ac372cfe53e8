import { policyRouting } from '../../../shared/routing/policyRouting';
import { adsRecords } from '../../../shared/ads/envelope';
import { catalogNameField } from './catalogName';
import { catalogIdCheck, catalogPath, productCatalogLocator } from '../../shared/catalogLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** PUT /12/product_catalogs/:product_catalog_id: renames the catalog. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a product catalog',
	description: 'Rename a product catalog',
	routing: policyRouting({
		request: { method: 'PUT', url: `=${catalogPath}` },
		send: { preSend: [catalogIdCheck] },
		output: { postReceive: [adsRecords] },
	}),
	fields: [
		productCatalogLocator({ resource: ['productCatalog'], operation: ['update'] }),
		catalogNameField('update'),
	],
};
