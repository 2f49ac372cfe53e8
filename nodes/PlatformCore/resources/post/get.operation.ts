import { policyRouting } from '../../../shared/routing/policyRouting';
import { postsOutput } from './expansions';
import { lookupFieldsProperties } from './lookupFields';
import { postIdInPath, postLocatorProperty } from './postLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/posts/{id}: one post, with the fields and expansions selected. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a post',
	description: 'Look up one post by ID or link',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'appOnly', 'bearerToken'],
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/:id' },
		send: { preSend: [postIdInPath('Post')] },
		output: { postReceive: [postsOutput] },
	}),
	fields: [postLocatorProperty('Post', 'any'), ...lookupFieldsProperties],
};
