import type { INodePropertyRouting, PostReceiveAction } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { postIdInPath } from '../../shared/postLocator';

/** A request about the post of the Post field, its checked ID in the path: /2/posts/{id}. */
export const onePostRouting = (
	method: 'GET' | 'DELETE',
	postReceive: PostReceiveAction,
): INodePropertyRouting =>
	policyRouting({
		request: { method, url: '/2/posts/:id' },
		send: { preSend: [postIdInPath('Post')] },
		output: { postReceive: [postReceive] },
	});
