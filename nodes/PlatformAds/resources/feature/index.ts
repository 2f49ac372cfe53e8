import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { getManyOperation } from './getMany.operation';

export const featureResource = describeResource(
	'feature',
	'getAll',
	[addOperation, getManyOperation],
	{
		before: [accountLocator({ resource: ['feature'], operation: ['getAll', 'add'] })],
		after: [envelopeProperty({ resource: ['feature'], operation: ['getAll', 'add'] })],
	},
);
