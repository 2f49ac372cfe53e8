import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { mediaKeyLocator } from './mediaKeyLocator';
import { updateOperation } from './update.operation';
import { accountRecordsResource } from '../../shared/accountRecordsResource';

export { searchMediaLibrary } from './mediaKeyLocator';
export { mediaLibraryKeys, postMediaLibraryKeys } from './mediaLibraryKeys';

export const mediaLibraryResource = accountRecordsResource(
	'mediaLibrary',
	[addOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	mediaKeyLocator,
	['delete', 'get', 'update'],
);
