import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** PUT /2/posts/{post_id}/hidden: a reply to one of the user's conversations hidden or shown. */
export const hideReplyOperation: Operation = {
	name: 'Hide or Unhide Reply',
	value: 'hideReply',
	action: 'Hide or unhide a reply',
	description: 'Hide a reply to one of your posts, or show it again',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'PUT', url: '/2/posts/:post_id/hidden' },
		send: { preSend: [postIdInPath('Reply', 'postId', ':post_id')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		postLocatorProperty('Reply', 'any', 'postId', 'The reply to one of your posts'),
		{
			displayName: 'Hide',
			name: 'hidden',
			type: 'boolean',
			default: true,
			description: 'Whether to hide the reply (off shows it again)',
			routing: { send: { type: 'body', property: 'hidden' } },
		},
	],
};
