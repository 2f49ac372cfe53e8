import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../shared/accountLocator';
import { batchLocatorId } from '../../shared/audienceUsers/target';
import {
	BATCH_SIZES,
	batchEndpoint,
	type BatchOperationType,
} from '../../shared/batch/batchEndpoint';
import { sendInBatches } from '../../shared/batch/sendInBatches';

/** The request Create Many and Delete Many send, for docs/operations.md. */
export const CRITERION_BATCH_REQUEST =
	'POST /12/batch/accounts/{account_id}/targeting_criteria (500 input items a request, all or nothing)';

/** One input item = one criterion operation, 500 a request to the targeting criteria batch endpoint. */
export async function sendCriterionBatches(
	context: IExecuteFunctions,
	operationType: BatchOperationType,
	params: (itemIndex: number) => IDataObject,
): Promise<INodeExecutionData[][]> {
	const account = batchLocatorId(context, ACCOUNT_PARAMETER, ACCOUNT_FIELD.field);
	return await sendInBatches(context, {
		size: BATCH_SIZES.targetingCriteria,
		sameForEveryItem: [ACCOUNT_FIELD],
		params,
		request: batchEndpoint(`/12/batch/accounts/${account}/targeting_criteria`, operationType),
	});
}
