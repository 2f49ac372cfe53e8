import type { ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { matchesFilter } from '../../../shared/pickerFilter';
import { idInPath } from '../../../shared/locators/idInPath';
import { listMode, numericIdMode } from '../../../shared/locators/locatorModes';
import { signedInUserPage } from '../../../shared/users/authenticatedUser';

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
export async function searchBookmarkFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const { records, nextToken } = await signedInUserPage(
		this,
		(id) => `/2/users/${id}/bookmarks/folders`,
		paginationToken,
	);
	return {
		results: records
			.filter((folder) => matchesFilter(filter, folder.name, folder.id))
			.map((folder) => ({ name: String(folder.name), value: String(folder.id) })),
		paginationToken: nextToken,
	};
}
