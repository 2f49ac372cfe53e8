import type { INodeProperties } from 'n8n-workflow';

import { idInPath } from '../../../shared/locators/idInPath';
import { listMode, numericIdMode } from '../../../shared/locators/locatorModes';
import { signedInUserPicker } from '../../../shared/users/authenticatedUser';

/** A bookmark folder: picked from the signed-in user's folders, or by ID. */
export const folderLocatorProperty: INodeProperties = {
	displayName: 'Folder',
	name: 'folderId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	modes: [
		listMode('Select a folder...', 'searchBookmarkFolders'),
		numericIdMode('folder', 'e.g. 1146654567674912769'),
	],
	description: 'The bookmark folder',
};

/** preSend: the folder's id in place of `:folder_id`. */
export const folderIdInPath = idInPath('folderId', 'Folder', undefined, ':folder_id');

/** The "From List" mode: the signed-in user's bookmark folders. */
export const searchBookmarkFolders = signedInUserPicker((id) => `/2/users/${id}/bookmarks/folders`);
