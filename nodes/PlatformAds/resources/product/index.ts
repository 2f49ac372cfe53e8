import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { deleteFields, deleteOperation, deleteProducts } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { upsertFields } from './upsert.fields';
import { upsertOperation, upsertProducts } from './upsert.operation';

export const productOperations = operationList('product', 'upsert', [
	deleteOperation,
	getManyOperation,
	upsertOperation,
]);

export const productFields: INodeProperties[] = [
	...deleteFields,
	...getManyFields,
	...upsertFields,
];

/** Operations that batch many input items into one request (the node's customOperations). */
export const productCustomOperations = { delete: deleteProducts, upsert: upsertProducts };
