import type { IDataObject } from 'n8n-workflow';

import { excludeProperty } from '../../shared/fields/excludeProperty';
import { userLocatorProperty } from '../../shared/users/userLocator';
import { ANY } from '../../shared/authenticationKinds';
import { pollByIdOrder } from '../feeds';
import { withoutRouting } from '../pollRun';
import type { PollEvent } from './pollEvent';
import { postFeed, postFieldProperties } from './postFeeds';

/** GET /2/users/{id}/posts with since_id: each new post of the user, optionally no replies or reposts. */
export const newPostByUser: PollEvent = {
	name: 'New Post by User',
	value: 'newPostByUser',
	description: 'A user (you by default) posts',
	requests: 'GET /2/users/{id}/posts with since_id',
	acceptedAuthentication: ANY,
	fields: [
		userLocatorProperty(
			'User',
			'user',
			'Whose posts to watch: Me (the signed-in user), one you follow, a username, an ID or a profile link',
		),
		...withoutRouting([excludeProperty]),
		...postFieldProperties,
	],
	settings: ['user', 'exclude'],
	async poll(run) {
		const id = await run.userId('user', 'User');
		const exclude = run.context.getNodeParameter('exclude', []) as string[];
		const query: IDataObject = exclude.length ? { exclude: exclude.join(',') } : {};
		return await pollByIdOrder(
			run,
			postFeed(run, `/2/users/${id}/posts`, query as Record<string, string>, 5),
		);
	},
};
