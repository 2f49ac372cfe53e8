import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { criterionLocator } from './criterionLocator';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

const resource = ['targetingCriterion'];

export const targetingCriterionResource = describeResource(
	'targetingCriterion',
	'create',
	[createOperation, deleteOperation, getOperation, getManyOperation],
	{
		before: [
			accountLocator({ resource, operation: ['create', 'delete', 'get', 'getAll'] }),
			criterionLocator({ resource, operation: ['delete', 'get'] }),
		],
		after: [envelopeProperty({ resource, operation: ['create', 'delete', 'get'] })],
	},
);
