import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { createFolderOperation } from './createFolder.operation';
import { folderPostsOperation } from './folderPosts.operation';
import { foldersOperation } from './folders.operation';
import { getManyOperation } from './getMany.operation';
import { removeOperation } from './remove.operation';
import { searchBookmarkFolders } from './folderLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const bookmarkResource: ResourceModule = {
	...describeResource('bookmark', 'add', [
		addOperation,
		createFolderOperation,
		folderPostsOperation,
		foldersOperation,
		getManyOperation,
		removeOperation,
	]),
	listSearch: { searchBookmarkFolders },
};
