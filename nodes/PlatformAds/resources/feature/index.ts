import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { invalidField, listOf, rules } from '../../../shared/validation';
import { ACCOUNT_PARAMETER, accountLocator, accountPath } from '../../descriptions/accountLocator';
import { ENVELOPE_PARAMETER, envelopeProperty } from '../../descriptions/envelope';
import { adsRouting, requireIds, SANDBOX_ONLY_NOTE, type PreSend } from '../../helpers/adsRouting';
import { enumField } from '../../helpers/enums';
import { operationsOf } from '../../helpers/resourceOperations';
import { ACCOUNT_FEATURES, LISTABLE_FEATURES } from './values';

const RESOURCE = 'feature';
const showGetMany = { resource: [RESOURCE], operation: ['getAll'] };
const showAdd = { resource: [RESOURCE], operation: ['add'] };
const accountId = requireIds({ parameter: ACCOUNT_PARAMETER, field: 'Account' });

/**
 * feature_keys as the comma list the platform takes. A multi-select set by an expression may
 * hold anything, so every key is checked against the spec's values first.
 */
function featureKeys(allowed: readonly string[], required: boolean): PreSend {
	return async function sendFeatureKeys(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const keys = listOf(this.getNodeParameter('feature_keys', []));
		const fail = (problem: string) => invalidField(this.getNode(), this.getItemIndex(), 'Feature Keys', problem);
		if (keys.length === 0) {
			if (required) throw fail('needs at least one feature key');
			return options;
		}
		const check = rules.oneOf(allowed);
		for (const key of keys) {
			const problem = check(key);
			if (problem) throw fail(problem);
		}
		options.qs = { ...options.qs, feature_keys: keys.join(',') };
		return options;
	};
}

/** `data` is an array of feature key strings: one item `{feature_key}` each, or the envelope. */
async function featureItems(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body as IDataObject;
	if (this.getNodeParameter(ENVELOPE_PARAMETER, false) as boolean) return [{ json: body }];
	const data = Array.isArray(body.data) ? body.data : [];
	return data.map((key) => ({ json: typeof key === 'string' ? { feature_key: key } : (key as IDataObject) }));
}

/** GET /12/accounts/:account_id/features */
const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many features',
	description: 'List the beta or limited-release features the account can use, one item per feature key',
	routing: adsRouting(
		{ method: 'GET', url: accountPath('/features') },
		{ preSend: [accountId, featureKeys(LISTABLE_FEATURES, false)], postReceive: [featureItems] },
	),
};

/** POST {sandbox}/12/accounts/:account_id/features */
const addOperation: INodePropertyOptions = {
	name: 'Add (Sandbox)',
	value: 'add',
	action: 'Add features to a sandbox account',
	description: `Add features to an account of the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/features'), sandboxOnly: true },
		{ preSend: [accountId, featureKeys(ACCOUNT_FEATURES, true)], postReceive: [featureItems] },
	),
};

export const featureOperations = operationsOf(RESOURCE, [addOperation, getManyOperation], 'getAll');

export const featureFields: INodeProperties[] = [
	accountLocator({ resource: [RESOURCE], operation: ['getAll', 'add'] }),
	enumField(
		{
			displayName: 'Feature Keys',
			name: 'feature_keys',
			displayOptions: { show: showGetMany },
			description: 'Only these features (leave empty for every feature the account can use)',
		},
		LISTABLE_FEATURES,
		true,
	),
	enumField(
		{
			displayName: 'Feature Keys',
			name: 'feature_keys',
			required: true,
			displayOptions: { show: showAdd },
			description: 'The features to add to the sandbox account',
		},
		ACCOUNT_FEATURES,
		true,
	),
	envelopeProperty({ resource: [RESOURCE], operation: ['getAll', 'add'] }),
];
