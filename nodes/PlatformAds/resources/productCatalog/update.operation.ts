import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { adsRecords } from '../../descriptions/envelope';
import { catalogNameField } from './catalogName';
import { catalogIdCheck, catalogPath, productCatalogLocator } from './catalogLocator';

/** PUT /12/product_catalogs/:product_catalog_id: renames the catalog. */
export const updateOperation: INodePropertyOptions = {
	name: 'Update',
	value: 'update',
	action: 'Update a product catalog',
	description: 'Rename a product catalog',
	routing: policyRouting({
		request: { method: 'PUT', url: `=${catalogPath}` },
		send: { preSend: [catalogIdCheck] },
		output: { postReceive: [adsRecords] },
	}),
};

export const updateFields: INodeProperties[] = [
	productCatalogLocator({ resource: ['productCatalog'], operation: ['update'] }),
	catalogNameField('update'),
];
