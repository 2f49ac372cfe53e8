import { policyRouting } from '../../../shared/routing/policyRouting';
import { spaceIdInPath, spaceIdProperty } from './spaceId';
import { spaceFieldsProperties, spacesOutput } from './spaceFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/spaces/:id: Look up one space. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a space',
	description: 'Look up one space',
	acceptedAuthentication: OAUTH2_OR_APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/spaces/:id' },
		send: { preSend: [spaceIdInPath] },
		output: { postReceive: [spacesOutput] },
	}),
	fields: [spaceIdProperty, ...spaceFieldsProperties],
};
