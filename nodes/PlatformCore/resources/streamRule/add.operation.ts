import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { MAX_RULE_LENGTH, RULES_PATH, rulesOrProblem } from './streamRuleAnswer';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** POST /2/posts/search/stream/rules with `{add: [{value, tag}]}`: one rule per item. */
export const addOperation: Operation = {
	name: 'Add',
	value: 'add',
	action: 'Add a stream rule',
	description: 'Add a filtered-stream rule',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'POST', url: RULES_PATH },
		send: {
			preSend: [
				validateParameters({
					parameter: 'value',
					field: 'Value',
					rules: [rules.chars(1, MAX_RULE_LENGTH)],
					required: true,
				}),
			],
		},
		output: { postReceive: [rulesOrProblem] },
	}),
	fields: [
		{
			displayName: 'Value',
			name: 'value',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'cat has:images -is:repost',
			description: 'The rule: the filter posts must match, up to 2,048 characters',
			routing: { send: { type: 'body', property: 'add[0].value' } },
		},
		{
			displayName: 'Tag',
			name: 'tag',
			type: 'string',
			default: '',
			description: 'A label returned with every post the rule matches',
			routing: {
				send: { type: 'body', property: 'add[0].tag', value: '={{$value || undefined}}' },
			},
		},
		{
			displayName: 'Dry Run',
			name: 'dryRun',
			type: 'boolean',
			default: false,
			description: 'Whether to only check the rule, without adding it',
			routing: {
				send: { type: 'query', property: 'dry_run', value: '={{$value ? "true" : undefined}}' },
			},
		},
	],
};
