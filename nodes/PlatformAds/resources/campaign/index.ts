import { accountLocator } from '../../../shared/ads/accountLocator';
import { campaignLocator } from '../../../shared/ads/campaignLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { createManyOperation } from './createMany.operation';
import { deleteOperation } from './delete.operation';
import { deleteManyOperation } from './deleteMany.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';
import { updateManyOperation } from './updateMany.operation';

const resource = ['campaign'];

export const campaignResource = describeResource(
	'campaign',
	'getAll',
	[
		createOperation,
		createManyOperation,
		deleteOperation,
		deleteManyOperation,
		getOperation,
		getManyOperation,
		updateOperation,
		updateManyOperation,
	],
	{
		before: [
			accountLocator({ resource }),
			campaignLocator({
				resource,
				operation: ['get', 'update', 'delete', 'updateMany', 'deleteMany'],
			}),
		],
	},
);
