import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { requireSomeField, UPDATE_FIELDS } from '../../helpers/updateFields';
import { checkMediaFields, mediaFieldsCollection } from './mediaFields';
import { MEDIA_KEY, one, show } from './shared';

/** PUT /12/accounts/:account_id/media_library/:media_key: the fields given replace the item's. */
export const updateOperation: INodePropertyOptions = {
	name: 'Update',
	value: 'update',
	action: 'Update a media library item',
	description: 'Change the name, file name, title, description or poster of a media library item',
	routing: one('PUT', [requireSomeField(), checkMediaFields(UPDATE_FIELDS, MEDIA_KEY)]),
};

export const updateFields: INodeProperties[] = [mediaFieldsCollection({ name: UPDATE_FIELDS, displayName: 'Update Fields' }, show('update'))];
