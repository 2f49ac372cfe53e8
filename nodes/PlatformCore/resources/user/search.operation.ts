import { rules } from '../../../shared/validation';
import { textInQuery } from '../../shared/queryParameters';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/search: users whose name or username matches, 1,000 a page. */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search users',
	description: 'Find users by name or username',
	acceptedAuthentication: USER,
	sends: { query: ['query'] },
	routing: userListRouting(
		'/2/users/search',
		[
			textInQuery(
				'query',
				'Query',
				rules.matches(
					/^[A-Za-z0-9_' ]{1,50}$/,
					'1 to 50 letters, digits, underscores, apostrophes or spaces',
				),
			),
		],
		1000,
		'next_token',
	),
	fields: [
		requiredText(
			'Query',
			'query',
			'Words to find in names and usernames, 1 to 50 characters',
			'e.g. coffee roasters',
		),
		...userListFields,
	],
};
