import type { INodeExecutionData } from 'n8n-workflow';

import { CAMPAIGN_FIELD } from '../../../shared/ads/campaignLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { locatorId } from './campaignIds';
import { CAMPAIGN_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Delete through the batch endpoint: one campaign per input item (customOperations). */
export const deleteManyOperation: Operation = {
	name: 'Delete Many',
	value: 'deleteMany',
	action: 'Delete many campaigns in bulk',
	description:
		'Delete one campaign per input item, 40 a request; a refused request deletes none of its campaigns',
	requests: CAMPAIGN_BATCHES.request,
	execute: deleteManyCampaigns,
};

export async function deleteManyCampaigns(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await CAMPAIGN_BATCHES.send(this, 'Delete', async (item) => ({
		campaign_id: locatorId(this, item, CAMPAIGN_FIELD),
	}));
}
