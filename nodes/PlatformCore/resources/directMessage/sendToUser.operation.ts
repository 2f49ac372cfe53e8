import { messageFields } from './messageFields';
import { participantProperty } from './participant';
import type { Operation } from '../../../shared/descriptions/resource';
import { sendMessage } from './sendMessage';
import { USER } from '../../../shared/authenticationKinds';

/**
 * POST /2/dm_conversations/with/{participant_id}/messages: a message to one user, with text,
 * media, or a file of the input item uploaded and attached (written as code: sendMessage.ts).
 */
const operation: Operation = {
	name: 'Send to User',
	value: 'sendToUser',
	action: 'Send a direct message to a user',
	description: 'Send a direct message to a user, with text, an image or a video',
	acceptedAuthentication: USER,
	sends: { body: ['text', 'attachments', 'attachments.media_id'] },
	requests:
		'POST /2/dm_conversations/with/{participant_id}/messages (after the media upload when a file is attached)',
	fields: [participantProperty, ...messageFields],
};

export const sendToUserOperation: Operation = {
	...operation,
	execute: sendMessage('user', operation),
};
