import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { accountMediaLocator, searchAccountMedia } from './accountMediaLocator';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const accountMediaResource: ResourceModule = {
	...describeResource('accountMedia', 'getAll', [deleteOperation, getOperation, getManyOperation], {
		before: [
			accountLocator({ resource: ['accountMedia'], operation: ['delete', 'get', 'getAll'] }),
			accountMediaLocator({ resource: ['accountMedia'], operation: ['delete', 'get'] }),
		],
		after: [envelopeProperty({ resource: ['accountMedia'], operation: ['delete', 'get'] })],
	}),
	listSearch: { searchAccountMedia },
};
