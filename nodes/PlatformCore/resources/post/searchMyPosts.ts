import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { matchesFilter } from '../../../shared/pickerFilter';
import { signedInUserPage } from '../../../shared/users/authenticatedUser';

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
	const { records, nextToken } = await signedInUserPage(
		this,
		(id) => `/2/users/${id}/posts`,
		paginationToken,
	);
	const posts = records.filter((post) => matchesFilter(filter, post.text, post.id));
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
		paginationToken: nextToken,
	};
}
