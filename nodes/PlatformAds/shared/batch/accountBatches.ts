import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { batchLocatorId } from '../audienceUsers/target';
import { BATCH_SIZES, batchEndpoint, type BatchOperationType } from './batchEndpoint';
import { sendInBatches } from './sendInBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * A batch endpoint of the account, `POST /12/batch/accounts/<account>/<collection>`: `send`
 * makes one operation of each input item, `size` a request, all or nothing; `request` says so
 * for docs/operations.md.
 */
export function accountBatches(collection: string, size: number) {
	return {
		request: `POST /12/batch/accounts/{account_id}/${collection} (${size} input items a request, all or nothing)`,
		send: async (
			context: CodeOperationContext,
			operationType: BatchOperationType,
			params: (itemIndex: number) => Promise<IDataObject> | IDataObject,
			refusalMessage?: (error: unknown, params: IDataObject) => string | undefined,
		): Promise<INodeExecutionData[][]> => {
			const account = batchLocatorId(context, ACCOUNT_PARAMETER, ACCOUNT_FIELD.field);
			return await sendInBatches(context, {
				size,
				sameForEveryItem: [ACCOUNT_FIELD],
				params,
				request: batchEndpoint(`/12/batch/accounts/${account}/${collection}`, operationType),
				refusalMessage,
			});
		},
	};
}

/** Create, Update and Delete Many of campaigns. */
export const CAMPAIGN_BATCHES = accountBatches('campaigns', BATCH_SIZES.campaigns);
/** Create, Update and Delete Many of line items. */
export const LINE_ITEM_BATCHES = accountBatches('line_items', BATCH_SIZES.lineItems);
/** Create and Delete Many of targeting criteria. */
export const CRITERION_BATCHES = accountBatches(
	'targeting_criteria',
	BATCH_SIZES.targetingCriteria,
);
