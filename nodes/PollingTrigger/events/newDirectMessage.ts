import { dmEventFieldsProperties, dmEventsWithExpansions } from '../../shared/fields/dmEvents';
import { OUTPUT_PARAMETER } from '../../shared/descriptions/output';
import { USER } from '../../shared/authenticationKinds';
import { pollByIdOrder, type Feed } from '../feeds';
import { fieldQuery, withoutRouting } from '../pollRun';
import type { PollEvent } from './pollEvent';

const EVENT_FIELDS = dmEventFieldsProperties.filter(({ name }) => name !== OUTPUT_PARAMETER);

/**
 * GET /2/dm_events (newest first; it takes no since_id, so pages are read until an event
 * already seen): each new message the signed-in user received, not those they sent.
 */
export const newDirectMessage: PollEvent = {
	name: 'New Direct Message',
	value: 'newDirectMessage',
	description: 'You receive a direct message',
	requests: 'GET /2/dm_events (newest first, pages read until an event already seen)',
	// Direct messages are read as the signed-in user only.
	acceptedAuthentication: USER,
	fields: withoutRouting(EVENT_FIELDS),
	settings: [],
	async poll(run) {
		const me = await run.myId();
		const feed: Feed = {
			path: '/2/dm_events',
			query: { ...fieldQuery(run.context, EVENT_FIELDS), event_types: 'MessageCreate' },
			minPage: 1,
			maxPage: 100,
			records: dmEventsWithExpansions,
			takesSinceId: false,
		};
		return await pollByIdOrder(run, feed, (event) => String(event.sender_id) !== me);
	},
};
