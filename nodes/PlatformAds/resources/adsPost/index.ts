import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getManyOperation } from './getMany.operation';
import { renameOperation } from './rename.operation';

export const adsPostResource = describeResource(
	'adsPost',
	'create',
	[createOperation, getManyOperation, renameOperation],
	{
		before: [accountLocator({ resource: ['adsPost'], operation: ['create', 'getAll', 'rename'] })],
		after: [envelopeProperty({ resource: ['adsPost'], operation: ['create', 'rename'] })],
	},
);
