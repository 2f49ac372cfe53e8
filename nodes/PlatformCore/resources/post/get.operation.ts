import { postsOutput } from '../../../shared/fields/expansions';
import { lookupFieldsProperties } from '../../../shared/fields/lookupFields';
import { postLocatorProperty } from '../../shared/postLocator';
import { onePostRouting } from './onePostRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}: one post, with the fields and expansions selected. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a post',
	description: 'Look up one post by ID or link',
	acceptedAuthentication: ANY,
	routing: onePostRouting('GET', postsOutput),
	fields: [postLocatorProperty('Post', 'any'), ...lookupFieldsProperties],
};
