import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { eventIdInPath, eventIdProperty } from './eventId';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/dm_events/{event_id}: one of your messages deleted (for you). */
export const deleteEventOperation: Operation = {
	name: 'Delete Event',
	value: 'deleteEvent',
	action: 'Delete a direct message',
	description: 'Delete a direct message you sent',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/dm_events/:event_id' },
		send: { preSend: [eventIdInPath] },
		output: { postReceive: [deletedItems] },
	}),
	fields: [eventIdProperty],
};
