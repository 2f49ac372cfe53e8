import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { recordRouting } from '../../../shared/ads/adsRouting';
import {
	COLLECTION,
	CUSTOM_AUDIENCE,
	notFound,
	withTargetableExplained,
} from './customAudienceRecord';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/custom_audiences/:custom_audience_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a custom audience',
	description: 'Retrieve one custom audience: its size and whether it can be targeted yet',
	routing: recordRouting('GET', COLLECTION, CUSTOM_AUDIENCE, [], {
		...notFound('it is deleted (turn on With Deleted) or the ID is wrong'),
		readItems: withTargetableExplained,
	}),
	fields: [withDeletedOption({ resource: ['customAudience'], operation: ['get'] })],
};
