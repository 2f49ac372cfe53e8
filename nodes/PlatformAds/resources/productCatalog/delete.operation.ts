import { policyRouting } from '../../../shared/routing/policyRouting';
import { adsRecords } from '../../../shared/ads/envelope';
import { catalogIdCheck, catalogPath, productCatalogLocator } from '../../shared/catalogLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/product_catalogs/:product_catalog_id: permanent, with every product in it. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a product catalog',
	description: 'Delete a product catalog permanently',
	routing: policyRouting({
		request: { method: 'DELETE', url: `=${catalogPath}` },
		send: { preSend: [catalogIdCheck] },
		output: { postReceive: [adsRecords] },
	}),
	fields: [productCatalogLocator({ resource: ['productCatalog'], operation: ['delete'] })],
};
