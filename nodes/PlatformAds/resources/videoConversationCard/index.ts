import { idLocator } from '../../../shared/ads/adsLocators';
import { CARD_ID_PARAMETER } from '../../shared/cardKinds';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { VIDEO_CONVERSATION } from './videoConversationKind';
import { updateOperation } from './update.operation';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';

export const videoConversationCardResource = accountRecordsResource(
	VIDEO_CONVERSATION.resource,
	[createOperation, getOperation, getManyOperation, updateOperation],
	(show) =>
		idLocator(
			{
				name: CARD_ID_PARAMETER,
				displayName: 'Video Conversation Card',
				description: 'The video conversation card, by its ID',
				placeholder: '1jmgg',
			},
			show,
		),
	['get', 'update'],
);
