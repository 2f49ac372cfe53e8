import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getAppsOperation } from './getApps.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export const accountResource = describeResource(
	'account',
	'getAll',
	[
		createOperation,
		deleteOperation,
		getOperation,
		getManyOperation,
		getAppsOperation,
		updateOperation,
	],
	{
		before: [
			// One account picker for every operation on one account.
			accountLocator({ resource: ['account'], operation: ['get', 'update', 'delete', 'getApps'] }),
		],
	},
);
