import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { editOptions, sendPostEdit, textProperty } from './postBody';
import { postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/**
 * POST /2/posts with edit_options.previous_post_id: a new version of one of the user's posts.
 * The platform allows it for the author's own posts within one hour of creation.
 */
export const editOperation: Operation = {
	name: 'Edit',
	value: 'edit',
	action: 'Edit a post',
	description: 'Publish a new version of one of your posts (within one hour of creating it)',
	acceptedAuthentication: USER,
	sends: {
		body: ['text', 'media', 'media.media_ids', 'edit_options', 'edit_options.previous_post_id'],
	},
	routing: policyRouting({
		request: { method: 'POST', url: '/2/posts' },
		send: { preSend: [sendPostEdit] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		postLocatorProperty('Post to Edit', 'own'),
		{ ...textProperty, description: 'The new text of the post, up to 25,000 characters' },
		collection('Options', 'options', 'Add Option', editOptions),
	],
};
