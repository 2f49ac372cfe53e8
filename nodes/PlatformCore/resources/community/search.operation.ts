import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { rules } from '../../../shared/validation';
import { textInQuery } from '../../shared/queryParameters';
import { communityFieldsProperty } from './communityFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/communities/search: communities matching words, 100 a page (at least 10). */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search communities',
	description: 'Find communities by words in their name or description',
	acceptedAuthentication: USER,
	sends: { query: ['query'] },
	routing: listRouting(
		{
			request: { method: 'GET', url: '/2/communities/search' },
			send: { preSend: [textInQuery('query', 'Query', rules.chars(1, 4096))] },
		},
		{ ...corePaging(100, 10), tokenParameter: 'next_token' },
	),
	fields: [
		requiredText('Query', 'query', 'Words to find, 1 to 4,096 characters', 'e.g. marketing'),
		...returnAllOrLimit(),
		communityFieldsProperty,
	],
};
