import { type IExecuteSingleFunctions, type IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import {
	checkRequired,
	checkValue,
	type FieldCheck,
	LIST_ARRAY,
	rules,
} from '../../../shared/validation';
import { MAX_RULE_LENGTH, RULES_PATH, rulesOrProblem } from './streamRuleAnswer';
import type { Operation } from '../../../shared/descriptions/resource';
import { dropdown } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';

/** Checks the field that Delete By shows (the other one is not set); All Rules sends delete_all. */
async function checkWhatToDelete(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
) {
	if (this.getNodeParameter('deleteBy') === 'all')
		return { ...requestOptions, qs: { ...requestOptions.qs, delete_all: true } };
	const check: FieldCheck =
		this.getNodeParameter('deleteBy') === 'ids'
			? { parameter: 'ruleIds', field: 'Rule IDs', rules: [rules.ids, rules.entries(1, 1000)] }
			: { parameter: 'ruleValue', field: 'Rule Value', rules: [rules.chars(1, MAX_RULE_LENGTH)] };
	const value = this.getNodeParameter(check.parameter);
	checkRequired(this.getNode(), this.getItemIndex(), check.field, value);
	checkValue(this.getNode(), this.getItemIndex(), check.field, value, check.rules);
	return requestOptions;
}

/**
 * POST /2/posts/search/stream/rules with `{delete: {ids}}` or `{delete: {values}}`, or with
 * `?delete_all=true` for every rule of the app.
 */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete stream rules',
	description: 'Delete filtered-stream rules by ID or by value',
	acceptedAuthentication: APP,
	sends: { query: ['delete_all'] },
	routing: policyRouting({
		request: { method: 'POST', url: RULES_PATH },
		send: { preSend: [checkWhatToDelete] },
		output: { postReceive: [rulesOrProblem] },
	}),
	fields: [
		{
			...dropdown(
				'Delete By',
				'deleteBy',
				{ IDs: 'ids', Value: 'value', 'All Rules': 'all' },
				'ids',
			),
			description: 'All Rules deletes every rule of the app (sent as delete_all)',
		},
		{
			displayName: 'Rule IDs',
			name: 'ruleIds',
			type: 'string',
			default: '',
			required: true,
			displayOptions: { show: { deleteBy: ['ids'] } },
			description: 'Comma-separated IDs of the rules to delete',
			routing: {
				send: { type: 'body', property: 'delete.ids', value: LIST_ARRAY },
			},
		},
		{
			displayName: 'Rule Value',
			name: 'ruleValue',
			type: 'string',
			default: '',
			required: true,
			displayOptions: { show: { deleteBy: ['value'] } },
			description: 'The exact value of the rule to delete',
			routing: { send: { type: 'body', property: 'delete.values', value: '={{[$value]}}' } },
		},
	],
};
