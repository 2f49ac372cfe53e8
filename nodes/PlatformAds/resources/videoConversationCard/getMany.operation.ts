import { kindGetMany } from '../../shared/cardKinds';
import { VIDEO_CONVERSATION } from './videoConversationKind';

/** GET /12/accounts/:account_id/cards/video_conversation */
export const getManyOperation = kindGetMany(VIDEO_CONVERSATION);
