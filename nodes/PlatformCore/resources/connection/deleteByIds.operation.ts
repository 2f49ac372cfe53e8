import { policyRouting } from '../../../shared/routing/policyRouting';
import { LIST_ARRAY, rules, validateParameters } from '../../../shared/validation';
import { killsOutput } from './endpoints';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/connections with `{uuids}` (1 to 100): ends the named connections. */
export const deleteByIdsOperation: Operation = {
	name: 'Delete by IDs',
	value: 'deleteByIds',
	action: 'Delete connections by ID',
	description: 'End up to 100 streaming connections by their IDs',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/connections' },
		send: {
			preSend: [
				validateParameters({
					parameter: 'connectionIds',
					field: 'Connection IDs',
					rules: [rules.entries(1, 100)],
					required: true,
				}),
			],
		},
		output: killsOutput,
	}),
	fields: [
		{
			displayName: 'Connection IDs',
			name: 'connectionIds',
			type: 'string',
			default: '',
			required: true,
			placeholder: '1c5b1c8e-3a5c-4a4f-9e0a-6f1f2d3c4b5a, ...',
			description: 'Comma-separated IDs (UUIDs) of the connections to end, 1 to 100',
			routing: {
				send: {
					type: 'body',
					property: 'uuids',
					value: LIST_ARRAY,
				},
			},
		},
	],
};
