import { userListFields, userListRouting } from '../../shared/userListRouting';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}/reposted_by: the users who reposted a post, 100 a page. */
export const getRepostedByOperation: Operation = {
	name: 'Get Reposted By',
	value: 'getRepostedBy',
	action: 'Get users who reposted a post',
	description: 'List the users who reposted a post',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/posts/:id/reposted_by', [postIdInPath('Post')], 100),
	fields: [postLocatorProperty('Post', 'any'), ...userListFields],
};
