import { userLocatorProperty } from '../../shared/users/userLocator';
import { ANY } from '../../shared/authenticationKinds';
import { pollByIdOrder } from '../feeds';
import type { PollEvent } from './pollEvent';
import { postFeed, postFieldProperties } from './postFeeds';

/** GET /2/users/{id}/mentions with since_id: each new post that mentions the user. */
export const newMention: PollEvent = {
	name: 'New Mention',
	value: 'newMention',
	description: 'A new post mentions a user (you by default)',
	requests: 'GET /2/users/{id}/mentions with since_id',
	acceptedAuthentication: ANY,
	fields: [
		userLocatorProperty(
			'User',
			'user',
			'Whose mentions to watch: Me (the signed-in user), one you follow, a username, an ID or a profile link',
		),
		...postFieldProperties,
	],
	settings: ['user'],
	async poll(run) {
		const id = await run.userId('user', 'User');
		return await pollByIdOrder(run, postFeed(run, `/2/users/${id}/mentions`, {}, 5));
	},
};
