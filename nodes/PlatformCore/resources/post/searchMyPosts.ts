import type { IDataObject, INodeListSearchItems } from 'n8n-workflow';

import { signedInUserPicker } from '../../../shared/users/authenticatedUser';

const NAME_LENGTH = 80;

/**
 * The "From List" mode of a post locator: the posts of the user the credential acts for, newest
 * first (GET /2/users/me, then GET /2/users/{id}/posts, 100 a page), narrowed to those whose text
 * holds the filter. Needs a user-context credential, as editing and deleting do.
 */
export const searchMyPosts = signedInUserPicker(
	(id) => `/2/users/${id}/posts`,
	(post) => postChoice(post).name,
	(post) => [post.text, post.id],
);

/** A post as a picker's choice: its text (after `prefix`), cut to fit, or its ID without text. */
export function postChoice(post: IDataObject, prefix = ''): INodeListSearchItems {
	const text = prefix + String(post.text ?? '');
	return {
		name:
			text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text || String(post.id),
		value: String(post.id),
	};
}
