import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { idLocator } from '../../shared/locators';
import { CARD_ID_PARAMETER, showFor } from '../../shared/cardKinds';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { VIDEO_CONVERSATION } from './videoConversationKind';
import { updateOperation } from './update.operation';

const show = (...operation: string[]) => showFor(VIDEO_CONVERSATION, ...operation);

export const videoConversationCardResource = describeResource(
	VIDEO_CONVERSATION.resource,
	'getAll',
	[createOperation, getOperation, getManyOperation, updateOperation],
	{
		before: [
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
		],
		after: [envelopeProperty(show('create', 'get', 'update'))],
	},
);
