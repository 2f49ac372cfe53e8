import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { createManyOperation } from './createMany.operation';
import { deleteManyOperation } from './deleteMany.operation';
import { criterionLocator } from './criterionLocator';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { searchTargetingValues } from './targetingValueSearch';
import type { ResourceModule } from '../../../shared/descriptions/registry';

const resource = ['targetingCriterion'];

export const targetingCriterionResource: ResourceModule = {
	...describeResource(
		'targetingCriterion',
		'create',
		[
			createOperation,
			createManyOperation,
			deleteOperation,
			deleteManyOperation,
			getOperation,
			getManyOperation,
		],
		{
			before: [
				accountLocator({
					resource,
					operation: ['create', 'createMany', 'delete', 'deleteMany', 'get', 'getAll'],
				}),
				criterionLocator({ resource, operation: ['delete', 'deleteMany', 'get'] }),
			],
			after: [envelopeProperty({ resource, operation: ['create', 'delete', 'get'] })],
		},
	),
	listSearch: { searchTargetingValues },
};
