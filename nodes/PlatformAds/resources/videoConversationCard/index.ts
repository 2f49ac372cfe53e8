import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { CARD_ID_PARAMETER, showFor } from '../../helpers/cardKinds';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { VIDEO_CONVERSATION } from './videoConversationKind';
import { updateOperation } from './update.operation';

const show = (...operation: string[]) => showFor(VIDEO_CONVERSATION, ...operation);

const videoConversationCardResource = describeResource(VIDEO_CONVERSATION.resource, 'getAll', [
	createOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const videoConversationCardOperations = videoConversationCardResource.operations;

export const videoConversationCardFields: INodeProperties[] = [
	accountLocator(show('create', 'get', 'getAll', 'update')),
	idLocator(
		{
			name: CARD_ID_PARAMETER,
			displayName: 'Video Conversation Card',
			description: 'The video conversation card, by its ID',
			placeholder: '1jmgg',
		},
		show('get', 'update'),
	),
	...videoConversationCardResource.fields,
	envelopeProperty(show('create', 'get', 'update')),
];
