import { conversationInPath, conversationProperty } from './conversation';
import { dmEventListFields, dmEventListRouting } from '../../../shared/fields/dmEvents';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/dm_conversations/{id}/dm_events: the events of one conversation. */
export const getConversationEventsOperation: Operation = {
	name: 'Get Conversation Events',
	value: 'getConversationEvents',
	action: 'Get messages of a conversation',
	description: 'List the events of one conversation, one-to-one or group',
	acceptedAuthentication: USER,
	routing: dmEventListRouting('/2/dm_conversations/:id/dm_events', [conversationInPath(':id')]),
	fields: [conversationProperty, ...dmEventListFields],
};
