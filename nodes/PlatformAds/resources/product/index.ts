import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation, deleteProducts } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { upsertFields } from './upsert.fields';
import { upsertOperation, upsertProducts } from './upsert.operation';

export const productResource = describeResource(
	'product',
	'upsert',
	[deleteOperation, getManyOperation, upsertOperation],
	{ after: [...upsertFields] },
);

/** Operations that batch many input items into one request (the node's customOperations). */
export const productCustomOperations = { delete: deleteProducts, upsert: upsertProducts };
