import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { renameOperation } from './rename.operation';

export const adsPostResource = describeResource(
	'adsPost',
	'create',
	[createOperation, renameOperation],
	{
		before: [accountLocator({ resource: ['adsPost'], operation: ['create', 'rename'] })],
		after: [envelopeProperty({ resource: ['adsPost'], operation: ['create', 'rename'] })],
	},
);
