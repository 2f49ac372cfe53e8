import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { mediaKeyLocator, searchMediaLibrary } from './mediaKeyLocator';
import { updateOperation } from './update.operation';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { mediaLibraryKeys, postMediaLibraryKeys } from './mediaLibraryKeys';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const mediaLibraryResource: ResourceModule = {
	...accountRecordsResource(
		'mediaLibrary',
		[addOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
		mediaKeyLocator,
		['delete', 'get', 'update'],
	),
	listSearch: { searchMediaLibrary },
	loadOptions: { mediaLibraryKeys, postMediaLibraryKeys },
};
