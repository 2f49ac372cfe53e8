import { userLocatorProperty } from '../../shared/users/userLocator';
import { ANY } from '../../shared/authenticationKinds';
import { pollBySeenIds, readFeed } from '../feeds';
import type { PollEvent } from './pollEvent';
import { seenIdsNotice, userFeed, userFieldProperties } from './userFeeds';

/** GET /2/users/{id}/followers (newest first, no since_id): each new follower, by seen ids. */
export const newFollower: PollEvent = {
	name: 'New Follower',
	value: 'newFollower',
	description: 'Someone follows a user (you by default)',
	requests:
		'GET /2/users/{id}/followers (newest first; new followers told by the IDs already seen)',
	acceptedAuthentication: ANY,
	fields: [
		seenIdsNotice('followers'),
		userLocatorProperty(
			'User',
			'user',
			'Whose followers to watch: Me (the signed-in user), one you follow, a username, an ID or a profile link',
		),
		...userFieldProperties,
	],
	settings: ['user'],
	async poll(run) {
		const id = await run.userId('user', 'User');
		const feed = userFeed(run, `/2/users/${id}/followers`, 1000);
		return await pollBySeenIds(run, (user) => String(user.id), readFeed(run, feed));
	},
};
