import type { IDataObject } from 'n8n-workflow';

import { USER } from '../../shared/authenticationKinds';
import { listRecords } from '../../shared/routing/answerShapes';
import { pollBySeenIds } from '../feeds';
import type { PollEvent } from './pollEvent';
import { seenIdsNotice, userFeed, userFieldProperties } from './userFeeds';

/**
 * The signed-in user's latest posts (GET /2/users/{id}/posts), then each one's liking users
 * (GET /2/posts/{id}/liking_users, newest first, no since_id): each new like, by seen pairs of
 * post and user. One item per like: the post and the user who liked it.
 */
export const newLike: PollEvent = {
	name: 'New Like on My Posts',
	value: 'newLike',
	description: 'Someone likes one of your recent posts',
	requests:
		"GET /2/users/{id}/posts (the signed-in user's latest posts), then GET /2/posts/{id}/liking_users for each (new likes told by the pairs already seen)",
	// The signed-in user's posts and who liked them: read as a user only.
	acceptedAuthentication: USER,
	fields: [
		seenIdsNotice('likes'),
		{
			displayName: 'Posts to Watch',
			name: 'postsToWatch',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 100 },
			default: 10,
			description:
				'How many of your latest posts to watch for likes: each one costs a request per poll',
		},
		...userFieldProperties,
	],
	settings: ['postsToWatch'],
	async poll(run) {
		const me = await run.myId();
		const watched = Math.min(
			100,
			Math.max(1, Number(run.context.getNodeParameter('postsToWatch', 10))),
		);
		const posts = listRecords(
			await run.get(`/2/users/${me}/posts`, {
				max_results: Math.max(5, watched),
				'post.fields': 'created_at',
			}),
		).slice(0, watched);
		const key = (like: IDataObject) =>
			`${String((like.post as IDataObject).id)}:${String((like.user as IDataObject).id)}`;
		return await pollBySeenIds(run, key, async () =>
			Promise.all(
				posts.map(async (post) => {
					const feed = userFeed(run, `/2/posts/${String(post.id)}/liking_users`, 100);
					const body = await run.get(feed.path, { ...feed.query, max_results: feed.maxPage });
					return feed.records(body).map((user) => ({ post, user }));
				}),
			),
		);
	},
};
