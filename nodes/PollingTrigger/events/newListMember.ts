import { listLocatorProperty } from '../../shared/locators/listLocator';
import { LIST_URL_PATTERN } from '../../shared/patterns';
import { readId } from '../../shared/locators/idInPath';
import { ANY } from '../../shared/authenticationKinds';
import { pollBySeenIds, readFeed } from '../feeds';
import type { PollEvent } from './pollEvent';
import { seenIdsNotice, userFeed, userFieldProperties } from './userFeeds';

/** GET /2/lists/{id}/members (newest first, no since_id): each new member, by seen ids. */
export const newListMember: PollEvent = {
	name: 'New List Member',
	value: 'newListMember',
	description: 'A user is added to a list',
	requests: 'GET /2/lists/{id}/members (newest first; new members told by the IDs already seen)',
	acceptedAuthentication: ANY,
	fields: [seenIdsNotice('list members'), listLocatorProperty, ...userFieldProperties],
	settings: ['listId'],
	async poll(run) {
		const id = readId(run.context, 'listId', 'List', LIST_URL_PATTERN);
		const feed = userFeed(run, `/2/lists/${id}/members`, 100);
		return await pollBySeenIds(run, (user) => String(user.id), readFeed(run, feed));
	},
};
