import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { checkMediaFields, mediaFieldOptions } from './mediaFields';
import { validateParameters } from '../../../shared/validation';
import { COLLECTION, mediaKeyCheck, mediaKeyOf } from './libraryMediaKey';
import type { Operation } from '../../../shared/descriptions/resource';

/** The media key to add: typed or mapped from a Media Upload's output (it is not in the library yet). */
const UPLOADED_KEY = 'uploadedMediaKey';
const FIELDS = 'additionalFields';

const sendMediaKey: PreSend = async function (options) {
	return { ...options, qs: { media_key: mediaKeyOf(this, UPLOADED_KEY), ...options.qs } };
};

/**
 * POST /12/accounts/:account_id/media_library. media_category is not a parameter here: it is the
 * one the media was uploaded with (Media Upload's Media Category); Amplify Video also makes the
 * video a PREROLL account media asset.
 */
export const addOperation: Operation = {
	name: 'Add',
	value: 'add',
	action: 'Add media to the media library',
	description: 'Add uploaded media (by its media key) to the account’s media library',
	routing: adsRouting(
		{ method: 'POST', url: accountPath(COLLECTION) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters(mediaKeyCheck(UPLOADED_KEY)),
				checkMediaFields(FIELDS, UPLOADED_KEY),
				sendMediaKey,
			],
		},
	),
	fields: [
		{
			displayName: 'Media Key',
			name: UPLOADED_KEY,
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 7_1234567890123456789',
			description:
				'The media_key output of Platform > Media > Upload (drag it in from the upload). The Media Category of that upload decides the library category: Post Image, Post GIF, Post Video or Amplify Video.',
		},
		additionalFieldsCollection(mediaFieldOptions),
	],
};
