import { policyRouting } from '../../../shared/routing/policyRouting';
import { listInQuery } from '../../shared/queryParameters';
import { creatorIdsProperty } from './spaceIds';
import { spaceFieldsProperties, spacesOutput } from './spaceFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { NUMERIC_ID } from '../../../shared/patterns';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/spaces/by/creator_ids: The spaces created by up to 100 users. */
export const byCreatorsOperation: Operation = {
	name: 'By Creators',
	value: 'byCreators',
	action: 'Get spaces by creators',
	description: 'The spaces created by up to 100 users',
	acceptedAuthentication: OAUTH2_OR_APP,
	sends: { query: ['user_ids'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/spaces/by/creator_ids' },
		send: {
			preSend: [
				listInQuery('creatorIds', 'Creator IDs', 'user_ids', NUMERIC_ID, 'numeric user IDs'),
			],
		},
		output: { postReceive: [spacesOutput] },
	}),
	fields: [creatorIdsProperty, ...spaceFieldsProperties],
};
