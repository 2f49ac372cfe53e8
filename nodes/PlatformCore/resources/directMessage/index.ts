import { describeResource } from '../../../shared/descriptions/resource';
import { blockOperation } from './block.operation';
import { createGroupConversationOperation } from './createGroupConversation.operation';
import { deleteEventOperation } from './deleteEvent.operation';
import { downloadMediaOperation } from './downloadMedia.operation';
import { getConversationEventsOperation } from './getConversationEvents.operation';
import { getEventOperation } from './getEvent.operation';
import { getEventsWithUserOperation } from './getEventsWithUser.operation';
import { getManyEventsOperation } from './getManyEvents.operation';
import { sendToConversationOperation } from './sendToConversation.operation';
import { sendToUserOperation } from './sendToUser.operation';
import { unblockOperation } from './unblock.operation';

export const directMessageResource = describeResource('directMessage', 'sendToUser', [
	blockOperation,
	createGroupConversationOperation,
	deleteEventOperation,
	downloadMediaOperation,
	getConversationEventsOperation,
	getEventOperation,
	getEventsWithUserOperation,
	getManyEventsOperation,
	sendToConversationOperation,
	sendToUserOperation,
	unblockOperation,
]);
