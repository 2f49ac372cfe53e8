import { recordRouting } from '../../../shared/ads/adsRouting';
import { postRecordCheck } from '../../shared/postRecords';
import type { Operation } from '../../../shared/descriptions/resource';
import { KIND } from './kind';

/** POST /12/accounts/:account_id/draft_posts/preview/:draft_post_id: the answer holds a message, no data. */
export const previewOperation: Operation = {
	name: 'Preview',
	value: 'preview',
	action: 'Preview a draft post on your devices',
	description:
		"Send the draft to the authenticated user's signed-in official apps as a notification; only that user sees it",
	routing: recordRouting('POST', `${KIND.collection}/preview`, postRecordCheck(KIND)),
};
