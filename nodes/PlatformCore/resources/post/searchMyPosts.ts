import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { credentialTypeFor } from '../../../shared/credentialTypes';
import { matchesFilter } from '../../../shared/pickerFilter';
import { platformRequest } from '../../../shared/transport/platformRequest';

const NAME_LENGTH = 80;

/**
 * The "From List" mode of a post locator: the posts of the user the credential acts for, newest
 * first (GET /2/users/me, then GET /2/users/{id}/posts, 100 a page), narrowed to those whose text
 * holds the filter. Needs a user-context credential, as editing and deleting do.
 */
export async function searchMyPosts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const credentialType = credentialTypeFor(
		this.getNodeParameter('authentication', 'oAuth1') as string,
	);
	const baseUrl = String((await this.getCredentials(credentialType)).baseUrl).replace(/\/+$/, '');
	const get = async (url: string) =>
		(await platformRequest.call(this, credentialType, { method: 'GET', url })) as IDataObject;
	const me = await get(`${baseUrl}/2/users/me`);
	const userId = encodeURIComponent(String((me.data as IDataObject).id));
	const query = new URLSearchParams({
		max_results: '100',
		...(paginationToken ? { pagination_token: paginationToken } : {}),
	});
	const page = await get(`${baseUrl}/2/users/${userId}/posts?${query}`);
	const posts = ((page.data as IDataObject[] | undefined) ?? []).filter((post) =>
		matchesFilter(filter, post.text, post.id),
	);
	return {
		results: posts.map((post) => {
			const text = String(post.text);
			return {
				name:
					text.length > NAME_LENGTH
						? `${text.slice(0, NAME_LENGTH - 1)}…`
						: text || String(post.id),
				value: String(post.id),
			};
		}),
		paginationToken: (page.meta as IDataObject | undefined)?.next_token as string | undefined,
	};
}
