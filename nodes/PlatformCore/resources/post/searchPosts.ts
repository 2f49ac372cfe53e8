import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { platformGet } from '../../../shared/transport/platformGet';
import { postChoice, searchMyPosts } from './searchMyPosts';

/**
 * The "From List" mode of a post locator where any post will do (like, repost, bookmark, read):
 * what is typed is searched among everyone's posts of the last 7 days (GET
 * /2/posts/search/recent, 100 a page, newest first), each named with its author's username; with
 * nothing typed, the user's own recent posts, so the list is never empty to begin with.
 */
export async function searchPosts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim();
	if (!wanted) return await searchMyPosts.call(this, filter, paginationToken);
	const query = new URLSearchParams({
		query: wanted,
		max_results: '100',
		// The author's id on each post, and the author's username among the included users.
		'post.fields': 'author_id',
		expansions: 'author_id',
		'user.fields': 'username',
		...(paginationToken ? { pagination_token: paginationToken } : {}),
	});
	const authentication = String(this.getNodeParameter('authentication', 'oAuth1'));
	const page = await platformGet(this, authentication, `/2/posts/search/recent?${query}`);
	const users = ((page.includes as IDataObject | undefined)?.users ?? []) as IDataObject[];
	const username = new Map(users.map((user) => [String(user.id), String(user.username)]));
	const posts = (page.data as IDataObject[] | undefined) ?? [];
	return {
		results: posts.map((post) => {
			const author = username.get(String(post.author_id));
			return postChoice(post, author ? `@${author}: ` : '');
		}),
		paginationToken: (page.meta as IDataObject | undefined)?.next_token as string | undefined,
	};
}
