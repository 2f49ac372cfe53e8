import type { IDataObject } from 'n8n-workflow';

import { answerRecords, listRecords } from '../routing/answerShapes';
import { mergedItems } from '../routing/foundItems';

/**
 * Posts come back with the objects their expansions ask for in a separate `includes` (the
 * platform's lookup answers). By default each post gets its own expanded objects merged in,
 * which is what a workflow can use item by item; the "Full Response" output keeps the
 * platform's answer as it is.
 */

type Includes = {
	users?: IDataObject[];
	media?: IDataObject[];
	polls?: IDataObject[];
	places?: IDataObject[];
	posts?: IDataObject[];
};

const byKey = (records: unknown, key: string) =>
	new Map(listRecords({ data: records }).map((record) => [String(record[key]), record]));

/** The posts of an answer (data as an object or an array), each with its expanded objects added. */
export function postsWithExpansions(body: IDataObject): IDataObject[] {
	const posts = answerRecords(body);
	const includes = (
		body.includes && typeof body.includes === 'object' ? body.includes : {}
	) as Includes;
	const users = byKey(includes.users, 'id');
	const media = byKey(includes.media, 'media_key');
	const polls = byKey(includes.polls, 'id');
	const places = byKey(includes.places, 'id');
	const referenced = byKey(includes.posts, 'id');
	const found = <T>(map: Map<string, T>, keys: unknown) =>
		Array.isArray(keys)
			? keys.map((key) => map.get(String(key))).filter((value) => value !== undefined)
			: [];

	return posts.map((post) => {
		const merged: IDataObject = { ...post };
		const attachments = (post.attachments ?? {}) as IDataObject;
		const author = users.get(String(post.author_id));
		const replyUser = users.get(String(post.in_reply_to_user_id));
		const postMedia = found(media, attachments.media_keys);
		const postPolls = found(polls, attachments.poll_ids);
		if (author) merged.author = author;
		if (replyUser) merged.in_reply_to_user = replyUser;
		if (postMedia.length > 0) merged.media = postMedia;
		if (postPolls.length > 0) merged.polls = postPolls;
		const geo = post.geo && typeof post.geo === 'object' ? (post.geo as IDataObject) : {};
		const place = places.get(String(geo.place_id));
		if (place) merged.place = place;
		if (Array.isArray(post.referenced_posts) && referenced.size > 0) {
			merged.referenced_posts = (post.referenced_posts as IDataObject[]).map((reference) => {
				const target = referenced.get(String(reference.id));
				return target ? { ...reference, post: target } : reference;
			});
		}
		return merged;
	});
}

/** postReceive of single answers (Get, Get Many): merged posts, or the answer whole. */
export const postsOutput = mergedItems(postsWithExpansions, 'expected posts, in `data` or flat');
