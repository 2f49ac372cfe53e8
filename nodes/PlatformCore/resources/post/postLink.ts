/**
 * The web address of a post, as the platform writes its links: its site, the author's username,
 * then status/<post id>. Links of this shape are what POST_URL_PATTERN (nodes/shared/patterns.ts)
 * reads an ID from, so a link in an output can be pasted into any By URL field.
 */
const WEB_SITE = 'https://x.com';

export const postLink = (username: string, postId: string): string =>
	`${WEB_SITE}/${encodeURIComponent(username)}/status/${encodeURIComponent(postId)}`;
