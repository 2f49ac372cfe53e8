import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { matchesFilter } from '../../../shared/pickerFilter';
import { idInPath } from '../../shared/idInPath';
import { platformGet } from '../../shared/platformGet';

/** A bookmark folder: picked from the signed-in user's folders, or by ID. */
export const folderLocatorProperty: INodeProperties = {
	displayName: 'Folder',
	name: 'folderId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			placeholder: 'Select a folder...',
			typeOptions: { searchListMethod: 'searchBookmarkFolders', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1146654567674912769',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^[0-9]{1,19}$', errorMessage: 'A folder ID is 1 to 19 digits' },
				},
			],
		},
	],
	description: 'The bookmark folder',
};

/** preSend: the folder's id in place of `:folder_id`. */
export const folderIdInPath = idInPath('folderId', 'Folder', undefined, ':folder_id');

/** The "From List" mode: the signed-in user's bookmark folders. */
export async function searchBookmarkFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const authentication = String(this.getNodeParameter('authentication', 'oAuth1'));
	const me = (await platformGet(this, authentication, '/2/users/me', 'your user record'))
		.data as IDataObject;
	const page = await platformGet(
		this,
		authentication,
		`/2/users/${encodeURIComponent(String(me.id))}/bookmarks/folders?max_results=100`,
	);
	return {
		results: ((page.data as IDataObject[] | undefined) ?? [])
			.filter((folder) => matchesFilter(filter, folder.name, folder.id))
			.map((folder) => ({ name: String(folder.name), value: String(folder.id) })),
	};
}
