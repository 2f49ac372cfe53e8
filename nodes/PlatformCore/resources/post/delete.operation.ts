import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { postIdInPath, postLocatorProperty } from './postLocator';

/** DELETE /2/posts/{id}: removes one of the user's posts; answers `{deleted: true}`. */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a post',
	description: 'Delete one of your posts',
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/posts/:id' },
		send: { preSend: [postIdInPath('Post')] },
		output: { postReceive: [deletedItems] },
	}),
};

export const deleteFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['delete'] } },
	[postLocatorProperty('Post')],
);
