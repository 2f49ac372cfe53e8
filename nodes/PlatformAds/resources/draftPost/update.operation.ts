import { postRecordUpdate } from '../../shared/postRecords';
import { KIND } from './kind';

/** PUT /12/accounts/:account_id/draft_posts/:draft_post_id */
export const updateOperation = postRecordUpdate(KIND);
