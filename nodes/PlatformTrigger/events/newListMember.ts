import type { INodeParameterResourceLocator } from 'n8n-workflow';

import {
	LIST_URL_PATTERN,
	listLocatorProperty,
} from '../../PlatformCore/resources/list/listLocator';
import { checkValue, invalidField, rules } from '../../shared/validation';
import { pollBySeenIds, readFeed } from '../feeds';
import type { PollEvent } from './pollEvent';
import { seenIdsNotice, userFeed, userFieldProperties } from './userFeeds';

/** GET /2/lists/{id}/members (newest first, no since_id): each new member, by seen ids. */
export const newListMember: PollEvent = {
	name: 'New List Member',
	value: 'newListMember',
	description: 'A user is added to a list',
	fields: [seenIdsNotice('list members'), listLocatorProperty, ...userFieldProperties],
	settings: ['listId'],
	async poll(run) {
		const locator = run.context.getNodeParameter('listId', '') as INodeParameterResourceLocator;
		const text = String(locator?.value ?? '').trim();
		const id = locator?.mode === 'url' ? LIST_URL_PATTERN.exec(text)?.[1] : text;
		if (!id) throw invalidField(run.context.getNode(), 0, 'List', 'is required');
		checkValue(run.context.getNode(), 0, 'List', id, [rules.id]);
		const feed = userFeed(run, `/2/lists/${id}/members`, 100);
		return await pollBySeenIds(run, (user) => String(user.id), readFeed(run, feed));
	},
};
