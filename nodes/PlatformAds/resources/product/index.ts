import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { upsertFields } from './upsert.fields';
import { upsertOperation } from './upsert.operation';

export const productResource = describeResource(
	'product',
	'upsert',
	[deleteOperation, getManyOperation, upsertOperation],
	{ after: [...upsertFields] },
);
