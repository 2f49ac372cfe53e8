import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation, deleteProducts } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { upsertFields } from './upsert.fields';
import { upsertOperation, upsertProducts } from './upsert.operation';

export const productResource = describeResource(
	'product',
	'upsert',
	[
		{ ...deleteOperation, execute: deleteProducts },
		getManyOperation,
		{ ...upsertOperation, execute: upsertProducts },
	],
	{ after: [...upsertFields] },
);
