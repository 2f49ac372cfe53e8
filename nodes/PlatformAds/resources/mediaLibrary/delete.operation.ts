import type { INodePropertyOptions } from 'n8n-workflow';

import { one } from './shared';

/** DELETE /12/accounts/:account_id/media_library/:media_key */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a media library item',
	description: 'Remove an item from the media library (answers it with deleted=true)',
	routing: one('DELETE'),
};
