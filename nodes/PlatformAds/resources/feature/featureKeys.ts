import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { UnexpectedAnswerError } from '../../../shared/transport/unexpectedAnswer';
import { invalidField, listOf, rules } from '../../../shared/validation';

import { wantsFullResponse } from '../../../shared/descriptions/output';
import { type PreSend } from '../../../shared/ads/adsRouting';
import { isRecord } from '../../../shared/isRecord';

/**
 * feature_keys as the comma list the platform takes. A multi-select set by an expression may
 * hold anything, so every key is checked against the spec's values first.
 */
export function featureKeys(allowed: readonly string[], required: boolean): PreSend {
	return async function sendFeatureKeys(
		this: IExecuteSingleFunctions,
		options: IHttpRequestOptions,
	) {
		const keys = listOf(this.getNodeParameter('feature_keys', []));
		const fail = (problem: string) =>
			invalidField(this.getNode(), this.getItemIndex(), 'Feature Keys', problem);
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
export async function featureItems(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body;
	if (!isRecord(body) || !('data' in body)) {
		throw new UnexpectedAnswerError('expected `data` with the feature keys', {
			status: response.statusCode,
			body,
		});
	}
	if (wantsFullResponse(this)) return [{ json: body }];
	const data = Array.isArray(body.data) ? body.data : body.data === null ? [] : [body.data];
	return data.map((key) => ({
		json: typeof key === 'string' ? { feature_key: key } : (key as IDataObject),
	}));
}
