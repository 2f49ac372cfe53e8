import { postRecordCreate } from '../../shared/postRecords';
import { KIND } from './kind';

/** POST /12/accounts/:account_id/draft_posts */
export const createOperation = postRecordCreate(
	KIND,
	'Save a draft post of a promotable user, to publish or schedule later',
);
