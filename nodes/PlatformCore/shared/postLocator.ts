import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import { idInBody, idInPath, readId } from '../../shared/locators/idInPath';
import { listMode, numericIdMode, urlMode } from '../../shared/locators/locatorModes';
import { POST_URL_PATTERN } from '../../shared/patterns';
import { policyRouting } from '../../shared/routing/policyRouting';
import { meInPath } from '../../shared/users/authenticatedUser';
import { dataItems } from './dataItems';

/**
 * Which posts the From List mode offers: `any` searches everyone's recent posts for what is
 * typed (like, repost, bookmark, read), `own` lists only the user's (edit, delete).
 */
export type PostScope = 'any' | 'own';

const PICKERS: Record<PostScope, { placeholder: string; method: string; description: string }> = {
	any: {
		placeholder: 'Search posts, or pick one of yours...',
		method: 'searchPosts',
		description:
			"The post: type words to search everyone's posts of the last 7 days (your own recent posts are listed first), its ID, or its link (the ID is read from the link)",
	},
	own: {
		placeholder: 'Select one of your posts...',
		method: 'searchMyPosts',
		description:
			'The post: one of your recent posts, its ID, or its link (the ID is read from the link)',
	},
};

/** The post an operation works on: from a list, by ID or by its link. */
export function postLocatorProperty(
	displayName: string,
	scope: PostScope,
	name = 'postId',
	description = PICKERS[scope].description,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		modes: [
			listMode(PICKERS[scope].placeholder, PICKERS[scope].method),
			numericIdMode('post', 'e.g. 1346889436626259968'),
			urlMode(
				'e.g. https://example.com/username/status/1346889436626259968',
				POST_URL_PATTERN,
				'Not a post link (…/status/<id>)',
			),
		],
		description,
	};
}

/** preSend: the post's id in place of `placeholder` (`:id`) in the request URL. */
export const postIdInPath = (field: string, name = 'postId', placeholder = ':id') =>
	idInPath(name, field, POST_URL_PATTERN, placeholder);

/** preSend: the post's id in the JSON body as `bodyField` (likes, reposts, bookmarks: `post_id`). */
export const postIdInBody = (field: string, bodyField = 'post_id', name = 'postId') =>
	idInBody(name, field, bodyField, POST_URL_PATTERN);

/** The checked post id of the current item. */
export const readPostId = (context: IExecuteSingleFunctions, field: string, name = 'postId') =>
	readId(context, name, field, POST_URL_PATTERN);

/**
 * Routing that takes back one of the signed-in user's marks on a post (a like, a repost, a
 * bookmark): `DELETE /2/users/:id/<mark>/:<post placeholder>`, the user's id and the Post field's
 * post id put in the path, the platform's `data` as the item.
 */
export const removeMyMark = (url: `/2/users/:id/${string}/:${string}`) =>
	policyRouting({
		request: { method: 'DELETE', url },
		send: {
			preSend: [postIdInPath('Post', 'postId', url.slice(url.lastIndexOf('/') + 1)), meInPath()],
		},
		output: { postReceive: [dataItems] },
	});
