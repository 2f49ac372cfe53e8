import { policyRouting } from '../../../shared/routing/policyRouting';
import { postsOutput } from '../../../shared/fields/expansions';
import { lookupFieldsProperties } from '../../../shared/fields/lookupFields';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}: one post, with the fields and expansions selected. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a post',
	description: 'Look up one post by ID or link',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/:id' },
		send: { preSend: [postIdInPath('Post')] },
		output: { postReceive: [postsOutput] },
	}),
	fields: [postLocatorProperty('Post', 'any'), ...lookupFieldsProperties],
};
