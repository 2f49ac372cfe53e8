import { userListFields, userListRouting } from '../../shared/userListRouting';
import { spaceIdInPath, spaceIdProperty } from './spaceId';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_USER } from '../../../shared/authenticationKinds';

/** GET /2/spaces/{id}/buyers: the users who bought a ticket to one of your spaces. */
export const buyersOperation: Operation = {
	name: 'Buyers',
	value: 'buyers',
	action: 'Get ticket buyers of a space',
	description: 'List the users who bought a ticket to one of your ticketed spaces',
	acceptedAuthentication: OAUTH2_USER,
	routing: userListRouting('/2/spaces/:id/buyers', [spaceIdInPath], 100),
	fields: [spaceIdProperty, ...userListFields],
};
