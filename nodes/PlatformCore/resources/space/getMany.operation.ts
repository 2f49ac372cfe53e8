import { policyRouting } from '../../../shared/routing/policyRouting';
import { listInQuery } from '../../shared/queryParameters';
import { SPACE_ID } from '../../../shared/patterns';
import { spaceIdsProperty } from './spaceIds';
import { spaceFieldsProperties, spacesOutput } from './spaceFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/spaces: Look up to 100 spaces by ID. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getMany',
	action: 'Get many spaces',
	description: 'Look up to 100 spaces by ID',
	acceptedAuthentication: OAUTH2_OR_APP,
	sends: { query: ['ids'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/spaces' },
		send: {
			preSend: [
				listInQuery(
					'spaceIds',
					'Space IDs',
					'ids',
					SPACE_ID,
					'space IDs of 1 to 13 letters and digits',
				),
			],
		},
		output: { postReceive: [spacesOutput] },
	}),
	fields: [spaceIdsProperty, ...spaceFieldsProperties],
};
