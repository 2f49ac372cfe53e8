import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules } from '../../../shared/validation';
import { textInQuery } from '../../shared/queryParameters';
import { spaceFieldsProperties, spacesOutput } from './spaceFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { dropdown, requiredText } from '../../../shared/descriptions/properties';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/spaces/search: live or scheduled spaces whose title matches, up to 100. */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search spaces',
	description: 'Find live or scheduled spaces by words in their title',
	acceptedAuthentication: OAUTH2_OR_APP,
	sends: { query: ['query'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/spaces/search', qs: { max_results: 100 } },
		send: { preSend: [textInQuery('query', 'Query', rules.chars(1, 2048))] },
		output: { postReceive: [spacesOutput] },
	}),
	fields: [
		requiredText(
			'Query',
			'query',
			'Words to find in space titles, 1 to 2,048 characters',
			'e.g. product launch',
		),
		{
			...dropdown('State', 'state', { All: 'all', Live: 'live', Scheduled: 'scheduled' }, 'all'),
			description: 'Which spaces to find',
			routing: { send: { type: 'query', property: 'state' } },
		},
		...spaceFieldsProperties,
	],
};
