import { someFieldToChange } from '../../../shared/validation';
import { recordRouting } from '../../../shared/ads/adsRouting';
import { UPDATE_FIELDS, updateFieldsCollection } from '../../shared/fieldCollections';
import { checkMediaFields, mediaFieldOptions } from './mediaFields';
import { COLLECTION, MEDIA_KEY, mediaKeyCheck } from './libraryMediaKey';
import type { Operation } from '../../../shared/descriptions/resource';

/** PUT /12/accounts/:account_id/media_library/:media_key: the fields given replace the item's. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a media library item',
	description: 'Change the name, file name, title, description or poster of a media library item',
	routing: recordRouting('PUT', COLLECTION, mediaKeyCheck(MEDIA_KEY), [
		someFieldToChange(),
		checkMediaFields(UPDATE_FIELDS, MEDIA_KEY),
	]),
	fields: [updateFieldsCollection(mediaFieldOptions)],
};
