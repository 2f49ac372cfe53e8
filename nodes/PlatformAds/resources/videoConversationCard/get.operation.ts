import { kindGet } from '../../shared/cardKinds';
import { VIDEO_CONVERSATION } from './videoConversationKind';

/** GET /12/accounts/:account_id/cards/video_conversation/:card_id */
export const getOperation = kindGet(VIDEO_CONVERSATION);
