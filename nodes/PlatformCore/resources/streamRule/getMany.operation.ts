import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import { RULES_PATH } from './streamRuleAnswer';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/search/stream/rules: the app's filtered-stream rules. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many stream rules',
	description: "List the app's filtered-stream rules",
	acceptedAuthentication: APP,
	routing: listRouting(
		{
			request: { method: 'GET', url: RULES_PATH },
			send: {
				preSend: [
					validateParameters({
						parameter: 'ruleIds',
						field: 'Rule IDs',
						rules: [rules.ids, rules.entries(0, 1000)],
					}),
				],
			},
		},
		corePaging(1000),
	),
	fields: [
		...returnAllOrLimit(),
		{
			displayName: 'Rule IDs',
			name: 'ruleIds',
			type: 'string',
			default: '',
			placeholder: '1165037377523306498, 1165037377523306499',
			description:
				'Comma-separated IDs of the rules to return (up to 1,000). Empty lists every rule.',
			routing: {
				send: {
					type: 'query',
					property: 'ids',
					value: JOINED_LIST,
				},
			},
		},
	],
};
