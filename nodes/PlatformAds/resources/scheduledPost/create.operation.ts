import { postRecordCreate } from '../../shared/postRecords';
import { scheduledAtField, scheduledAtQuery } from '../../shared/postContent';
import { KIND } from './kind';

/** POST /12/accounts/:account_id/scheduled_posts */
export const createOperation = postRecordCreate(
	KIND,
	'Schedule a post of a promotable user, promoted-only by default',
	{
		fields: [
			{
				...scheduledAtField(true),
				displayOptions: { show: { resource: [KIND.resource], operation: ['create'] } },
			},
		],
		preSend: [scheduledAtQuery('scheduledAt', true)],
	},
);
