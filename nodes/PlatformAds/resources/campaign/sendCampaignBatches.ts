import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../shared/accountLocator';
import { batchLocatorId } from '../../shared/audienceUsers/target';
import {
	BATCH_SIZES,
	batchEndpoint,
	type BatchOperationType,
} from '../../shared/batch/batchEndpoint';
import { sendInBatches } from '../../shared/batch/sendInBatches';

/** The request Create, Update and Delete Many send, for docs/operations.md. */
export const CAMPAIGN_BATCH_REQUEST =
	'POST /12/batch/accounts/{account_id}/campaigns (40 input items a request, all or nothing)';

/** One input item = one campaign operation, 40 a request to the campaigns batch endpoint. */
export async function sendCampaignBatches(
	context: IExecuteFunctions,
	operationType: BatchOperationType,
	params: (itemIndex: number) => Promise<IDataObject>,
): Promise<INodeExecutionData[][]> {
	const account = batchLocatorId(context, ACCOUNT_PARAMETER, ACCOUNT_FIELD.field);
	return await sendInBatches(context, {
		size: BATCH_SIZES.campaigns,
		sameForEveryItem: [ACCOUNT_FIELD],
		params,
		request: batchEndpoint(`/12/batch/accounts/${account}/campaigns`, operationType),
	});
}
