import type { IDataObject } from 'n8n-workflow';

import type { AdsCall } from '../../../shared/ads/adsRequest';

/** Items per request of the batch endpoints. */
export const BATCH_SIZES = {
	campaigns: 40,
	lineItems: 40,
	targetingCriteria: 500,
	/** Post IDs of one promoted-posts request. */
	promotedPosts: 50,
} as const;

export type BatchOperationType = 'Create' | 'Update' | 'Delete';

/**
 * Params as a JSON body carries them: amounts in micros (`*_local_micro`, kept as exact text by
 * toMicros()) as JSON numbers, the platform's long, while they are exact as numbers.
 */
export function withMicrosAsNumbers(params: IDataObject): IDataObject {
	const json: IDataObject = { ...params };
	for (const [name, value] of Object.entries(params)) {
		if (!name.endsWith('_local_micro') || typeof value !== 'string' || !/^\d+$/.test(value))
			continue;
		if (Number.isSafeInteger(Number(value))) json[name] = Number(value);
	}
	return json;
}

/**
 * The request of a batch endpoint (`POST /12/batch/accounts/<account>/<collection>`): a JSON
 * array of {operation_type, params}, one per item, in order, amounts as numbers. `path` is the path with the
 * account id already encoded (batchLocatorId()).
 */
export const batchEndpoint =
	(path: string, operationType: BatchOperationType) =>
	(params: IDataObject[]): AdsCall => ({
		method: 'POST',
		path,
		body: params.map((one) => ({
			operation_type: operationType,
			params: withMicrosAsNumbers(one),
		})),
	});
