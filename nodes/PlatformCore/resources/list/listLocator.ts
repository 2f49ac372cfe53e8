import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { matchesFilter } from '../../../shared/pickerFilter';
import { idInBody, idInPath } from '../../shared/idInPath';
import { platformGet } from '../../shared/platformGet';

/** A list's link, e.g. https://<site>/i/lists/<id>. */
export const LIST_URL_PATTERN = /^https?:\/\/[^\s/]+\/i\/lists\/([0-9]{1,19})(?:[/?#].*)?$/i;

/** The list an operation works on: one of yours from the list, its ID, or its link. */
export const listLocatorProperty: INodeProperties = {
	displayName: 'List',
	name: 'listId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			placeholder: 'Select one of your lists...',
			typeOptions: { searchListMethod: 'searchLists', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1146654567674912769',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^[0-9]{1,19}$', errorMessage: 'A list ID is 1 to 19 digits' },
				},
			],
		},
		{
			displayName: 'By URL',
			name: 'url',
			type: 'string',
			placeholder: 'e.g. https://example.com/i/lists/1146654567674912769',
			validation: [
				{
					type: 'regex',
					properties: {
						regex: LIST_URL_PATTERN.source,
						errorMessage: 'Not a list link (…/i/lists/<id>)',
					},
				},
			],
		},
	],
	description: 'The list: one of yours, its ID, or its link',
};

/** preSend: the list's id in place of `placeholder` (`:id`). */
export const listIdInPath = (placeholder = ':id') =>
	idInPath('listId', 'List', LIST_URL_PATTERN, placeholder);

/** preSend: the list's id in the JSON body as `list_id`. */
export const listIdInBody = idInBody('listId', 'List', 'list_id', LIST_URL_PATTERN);

/** The "From List" mode: the lists the signed-in user owns (GET /2/users/{id}/owned_lists). */
export async function searchLists(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const authentication = String(this.getNodeParameter('authentication', 'oAuth1'));
	const me = (await platformGet(this, authentication, '/2/users/me', 'your user record'))
		.data as IDataObject;
	const query = new URLSearchParams({
		max_results: '100',
		...(paginationToken ? { pagination_token: paginationToken } : {}),
	});
	const page = await platformGet(
		this,
		authentication,
		`/2/users/${encodeURIComponent(String(me.id))}/owned_lists?${query}`,
	);
	return {
		results: ((page.data as IDataObject[] | undefined) ?? [])
			.filter((list) => matchesFilter(filter, list.name, list.id))
			.map((list) => ({ name: String(list.name), value: String(list.id) })),
		paginationToken: (page.meta as IDataObject | undefined)?.next_token as string | undefined,
	};
}
