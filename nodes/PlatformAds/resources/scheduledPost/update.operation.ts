import { postRecordUpdate } from '../../shared/postRecords';
import { scheduledAtField, scheduledAtQuery, UPDATE_FIELDS } from '../../shared/postContent';
import { KIND } from './kind';

/** PUT /12/accounts/:account_id/scheduled_posts/:scheduled_post_id */
export const updateOperation = postRecordUpdate(KIND, {
	fields: [scheduledAtField(false)],
	preSend: [scheduledAtQuery(`${UPDATE_FIELDS}.scheduledAt`, false)],
});
