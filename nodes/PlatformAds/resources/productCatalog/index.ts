import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { updateFields, updateOperation } from './update.operation';

export { searchProductCatalogs } from './catalogLocator';

export const productCatalogOperations = operationList('productCatalog', 'getAll', [
	createOperation,
	deleteOperation,
	getManyOperation,
	updateOperation,
]);

export const productCatalogFields: INodeProperties[] = [
	...createFields,
	...deleteFields,
	...getManyFields,
	...updateFields,
];
