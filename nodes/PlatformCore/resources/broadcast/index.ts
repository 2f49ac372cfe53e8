import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { goLiveOperation } from './goLive.operation';
import { sendChatMessageOperation } from './sendChatMessage.operation';
import { updateOperation } from './update.operation';

export const broadcastResource = describeResource('broadcast', 'create', [
	createOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	goLiveOperation,
	sendChatMessageOperation,
	updateOperation,
]);
