import type { CardKind } from '../../shared/cardKinds';

export const VIDEO_CONVERSATION: CardKind = {
	resource: 'videoConversationCard',
	segment: 'video_conversation',
	noun: 'video conversation card',
	nouns: 'video conversation cards',
};
