import {
	updateDisplayOptions,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, rules } from '../../../shared/validation';
import { MAX_RULE_LENGTH, RULES_PATH, rulesOrProblem } from './shared';

/** Checks the field that Delete By shows (the other one is not set). */
async function checkWhatToDelete(this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
	const byIds = this.getNodeParameter('deleteBy') === 'ids';
	const [parameter, field, limits] = byIds
		? ['ruleIds', 'Rule IDs', [rules.ids, rules.entries(1, 1000)]]
		: ['ruleValue', 'Rule Value', [rules.chars(1, MAX_RULE_LENGTH)]];
	checkValue(this.getNode(), this.getItemIndex(), field as string, this.getNodeParameter(parameter as string), limits as never);
	return requestOptions;
}

/** POST /2/posts/search/stream/rules with `{delete: {ids}}` or `{delete: {values}}`. */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete stream rules',
	description: 'Delete filtered-stream rules by ID or by value',
	routing: policyRouting({
		request: { method: 'POST', url: RULES_PATH },
		send: { preSend: [checkWhatToDelete] },
		output: { postReceive: [rulesOrProblem] },
	}),
};

const show = { resource: ['streamRule'], operation: ['delete'] };

export const deleteFields: INodeProperties[] = updateDisplayOptions({ show }, [
	{
		displayName: 'Delete By',
		name: 'deleteBy',
		type: 'options',
		options: [
			{ name: 'IDs', value: 'ids' },
			{ name: 'Value', value: 'value' },
		],
		default: 'ids',
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
			send: { type: 'body', property: 'delete.ids', value: '={{$value.split(",").map(id => id.trim()).filter(id => id)}}' },
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
]);
