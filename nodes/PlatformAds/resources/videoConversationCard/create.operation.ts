import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { kindPath } from '../../shared/cardKinds';
import { VIDEO_FIELDS, videoConversationQuery, videoProperty } from './fields';
import { VIDEO_CONVERSATION } from './videoConversationKind';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST /12/accounts/:account_id/cards/video_conversation, parameters in the query. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a video conversation card',
	description: 'Create a video card whose hashtag buttons (CTAs) let people post a prepared text',
	routing: adsRouting(
		{ method: 'POST', url: kindPath(VIDEO_CONVERSATION) },
		{ preSend: [requireIds(ACCOUNT_FIELD), videoConversationQuery(true, 'additionalFields')] },
	),
	fields: [
		...VIDEO_FIELDS.filter((field) => field.required).map((field) => ({
			...videoProperty(field, true),
		})),
		additionalFieldsCollection(
			VIDEO_FIELDS.filter((field) => !field.required).map((field) => videoProperty(field, false)),
		),
	],
};
