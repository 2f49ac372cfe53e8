import { accountLocator } from '../../../shared/ads/accountLocator';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { createManyOperation } from './createMany.operation';
import { deleteOperation } from './delete.operation';
import { deleteManyOperation } from './deleteMany.operation';
import { getManyOperation } from './getMany.operation';
import { getPlacementsOperation } from './getPlacements.operation';
import { updateOperation } from './update.operation';
import { updateManyOperation } from './updateMany.operation';

const show = (...operation: string[]) => ({ resource: ['lineItem'], operation });

export const lineItemResource = describeResource(
	'lineItem',
	'update',
	[
		createOperation,
		createManyOperation,
		deleteOperation,
		deleteManyOperation,
		getManyOperation,
		getPlacementsOperation,
		updateOperation,
		updateManyOperation,
	],
	{
		before: [
			accountLocator(
				show('create', 'createMany', 'delete', 'deleteMany', 'getAll', 'update', 'updateMany'),
			),
			lineItemLocator(show('update', 'updateMany', 'delete', 'deleteMany')),
		],
	},
);
