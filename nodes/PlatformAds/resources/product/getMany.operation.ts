import { adsPaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { catalogIdCheck, catalogPath, productCatalogLocator } from '../../shared/catalogLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';

/** GET /12/product_catalogs/:id/products: count 1 to 100, next_cursor. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many products',
	description: 'List the products of a catalog (of grouped variants, only the one submitted first)',
	routing: listRouting(
		{
			request: { method: 'GET', url: `=${catalogPath}/products` },
			send: { preSend: [catalogIdCheck] },
		},
		adsPaging(100),
	),
	fields: [
		productCatalogLocator(),
		...returnAllOrLimit(),
		collection('Options', 'options', 'Add Option', [
			{
				displayName: 'Item Group Key',
				name: 'itemGroupKey',
				type: 'string',
				default: '',
				description: 'Only the variants of this group (the item_group_key the platform gave it)',
				routing: { send: { type: 'query', property: 'item_group_key' } },
			},
		]),
	],
};
