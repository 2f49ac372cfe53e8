import { accountLocator } from '../../../shared/ads/accountLocator';
import { campaignLocator } from '../../../shared/ads/campaignLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { createManyCampaigns, createManyOperation } from './createMany.operation';
import { deleteOperation } from './delete.operation';
import { deleteManyCampaigns, deleteManyOperation } from './deleteMany.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';
import { updateManyCampaigns, updateManyOperation } from './updateMany.operation';

const resource = ['campaign'];

export const campaignResource = describeResource(
	'campaign',
	'getAll',
	[
		createOperation,
		{ ...createManyOperation, execute: createManyCampaigns },
		deleteOperation,
		{ ...deleteManyOperation, execute: deleteManyCampaigns },
		getOperation,
		getManyOperation,
		updateOperation,
		{ ...updateManyOperation, execute: updateManyCampaigns },
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
