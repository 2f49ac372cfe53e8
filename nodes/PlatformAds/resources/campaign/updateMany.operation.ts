import type { INodeExecutionData } from 'n8n-workflow';

import { checkValue, rules } from '../../../shared/validation';
import { CAMPAIGN_FIELD } from '../../../shared/ads/campaignLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { currencyOf, locatorId } from './campaignIds';
import { campaignParams, itemParameter, OPTIONS_OF } from './campaignParams';
import { updateFields } from './update.operation';
import { CAMPAIGN_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Update through the batch endpoint: one campaign per input item (customOperations). */
export const updateManyOperation: Operation = {
	name: 'Update Many',
	value: 'updateMany',
	action: 'Update many campaigns in bulk',
	description:
		'Update one campaign per input item (e.g. pause them), 40 a request; a refused request changes none of its campaigns',
	requests: CAMPAIGN_BATCHES.request,
	fields: updateFields,
	execute: updateManyCampaigns,
};

export async function updateManyCampaigns(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await CAMPAIGN_BATCHES.send(this, 'Update', async (item) => {
		const campaignId = locatorId(this, item, CAMPAIGN_FIELD);
		checkValue(
			this.getNode(),
			item,
			'Update Fields',
			itemParameter(this, item)(OPTIONS_OF.update, {}),
			[rules.someField],
		);
		return {
			campaign_id: campaignId,
			...(await campaignParams(this, item, 'update', currencyOf(this, item, 'update'))),
		};
	});
}
