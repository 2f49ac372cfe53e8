import { conversationProperty } from './conversation';
import { messageFields } from './messageFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { sendMessage } from './sendMessage';
import { USER } from '../../../shared/authenticationKinds';

/**
 * POST /2/dm_conversations/{dm_conversation_id}/messages: a message to a conversation
 * (written as code: sendMessage.ts).
 */
const operation: Operation = {
	name: 'Send to Conversation',
	value: 'sendToConversation',
	action: 'Send a direct message to a conversation',
	description: 'Send a direct message to a one-to-one or group conversation',
	acceptedAuthentication: USER,
	sends: { body: ['text', 'attachments', 'attachments.media_id'] },
	requests:
		'POST /2/dm_conversations/{dm_conversation_id}/messages (after the media upload when a file is attached)',
	fields: [conversationProperty, ...messageFields],
};

export const sendToConversationOperation: Operation = {
	...operation,
	execute: sendMessage('conversation', operation),
};
