import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { mediaKeyLocator } from './mediaKeyLocator';
import { updateOperation } from './update.operation';

export { searchMediaLibrary } from './mediaKeyLocator';
export { mediaLibraryKeys } from './mediaLibraryKeys';

export const mediaLibraryResource = describeResource(
	'mediaLibrary',
	'getAll',
	[addOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	{
		before: [
			accountLocator({
				resource: ['mediaLibrary'],
				operation: ['add', 'delete', 'get', 'getAll', 'update'],
			}),
			mediaKeyLocator({ resource: ['mediaLibrary'], operation: ['delete', 'get', 'update'] }),
		],
		after: [
			envelopeProperty({
				resource: ['mediaLibrary'],
				operation: ['add', 'delete', 'get', 'update'],
			}),
		],
	},
);
