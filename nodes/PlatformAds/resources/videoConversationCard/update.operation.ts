import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { cardField, oneKindPath } from '../../shared/cardKinds';
import { VIDEO_FIELDS, videoConversationQuery, videoProperty } from './fields';
import { VIDEO_CONVERSATION } from './videoConversationKind';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import { byDisplayName } from '../../../shared/descriptions/optionOrder';

/**
 * The update of .../cards/video_conversation/:card_id: the create's fields, all optional. The spec
 * does not show the HTTP method: PUT is assumed, as every other update of the ads interface uses it.
 */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a video conversation card',
	description:
		'Change fields of a video conversation card (sent with PUT; fields left out keep their values)',
	routing: adsRouting(
		{ method: 'PUT', url: oneKindPath(VIDEO_CONVERSATION) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD, cardField(VIDEO_CONVERSATION)),
				videoConversationQuery(false, 'updateFields'),
			],
		},
	),
	fields: [
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: VIDEO_FIELDS.map((field) => videoProperty(field, false)).sort(byDisplayName),
		},
	],
};
