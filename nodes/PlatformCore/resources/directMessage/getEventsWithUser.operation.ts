import { userIdInPath } from '../../../shared/users/userLocator';
import { dmEventListFields, dmEventListRouting } from '../../../shared/fields/dmEvents';
import { participantProperty } from './participant';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/dm_conversations/with/{participant_id}/dm_events: your conversation with one user. */
export const getEventsWithUserOperation: Operation = {
	name: 'Get Events With User',
	value: 'getEventsWithUser',
	action: 'Get direct messages with a user',
	description: 'List the events of your one-to-one conversation with a user',
	acceptedAuthentication: USER,
	routing: dmEventListRouting('/2/dm_conversations/with/:participant_id/dm_events', [
		userIdInPath('participant', 'User', ':participant_id'),
	]),
	fields: [participantProperty, ...dmEventListFields],
};
