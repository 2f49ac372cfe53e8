import { describeResource } from '../../../shared/descriptions/resource';
import { blockOperation } from './block.operation';
import { createGroupConversationOperation } from './createGroupConversation.operation';
import { deleteEventOperation } from './deleteEvent.operation';
import { downloadMedia, downloadMediaOperation } from './downloadMedia.operation';
import { getConversationEventsOperation } from './getConversationEvents.operation';
import { getEventOperation } from './getEvent.operation';
import { getEventsWithUserOperation } from './getEventsWithUser.operation';
import { getManyEventsOperation } from './getManyEvents.operation';
import { sendMessage } from './sendMessage';
import { sendToConversationOperation } from './sendToConversation.operation';
import { sendToUserOperation } from './sendToUser.operation';
import { unblockOperation } from './unblock.operation';

export const directMessageResource = describeResource('directMessage', 'sendToUser', [
	blockOperation,
	createGroupConversationOperation,
	deleteEventOperation,
	{ ...downloadMediaOperation, execute: downloadMedia },
	getConversationEventsOperation,
	getEventOperation,
	getEventsWithUserOperation,
	getManyEventsOperation,
	{
		...sendToConversationOperation,
		execute: sendMessage('conversation', sendToConversationOperation),
	},
	{ ...sendToUserOperation, execute: sendMessage('user', sendToUserOperation) },
	unblockOperation,
]);
