import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { createFolderOperation } from './createFolder.operation';
import { folderPostsOperation } from './folderPosts.operation';
import { foldersOperation } from './folders.operation';
import { getManyOperation } from './getMany.operation';
import { removeOperation } from './remove.operation';

export const bookmarkResource = describeResource('bookmark', 'add', [
	addOperation,
	createFolderOperation,
	folderPostsOperation,
	foldersOperation,
	getManyOperation,
	removeOperation,
]);

export { searchBookmarkFolders } from './folderLocator';
