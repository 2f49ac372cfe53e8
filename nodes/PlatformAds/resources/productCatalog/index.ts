import type { INodeProperties } from 'n8n-workflow';

import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { updateFields, updateOperation } from './update.operation';

export { searchProductCatalogs } from './catalogLocator';

export const productCatalogOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['productCatalog'] } },
	options: [createOperation, deleteOperation, getManyOperation, updateOperation],
	default: 'getAll',
};

export const productCatalogFields: INodeProperties[] = [...createFields, ...deleteFields, ...getManyFields, ...updateFields];
