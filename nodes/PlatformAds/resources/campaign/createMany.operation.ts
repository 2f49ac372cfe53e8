import type { INodeExecutionData } from 'n8n-workflow';

import { FUNDING_INSTRUMENT_FIELD } from '../../shared/fundingInstrumentLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { currencyOf, locatorId } from './campaignIds';
import { campaignParams } from './campaignParams';
import { createFields } from './create.operation';
import { CAMPAIGN_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Create through the batch endpoint: one campaign per input item (customOperations). */
export const createManyOperation: Operation = {
	name: 'Create Many',
	value: 'createMany',
	action: 'Create many campaigns in bulk',
	description:
		'Create one campaign per input item, 40 a request; a refused request creates none of its campaigns',
	requests: CAMPAIGN_BATCHES.request,
	fields: createFields,
	execute: createManyCampaigns,
};

export async function createManyCampaigns(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await CAMPAIGN_BATCHES.send(this, 'Create', async (item) => ({
		funding_instrument_id: locatorId(this, item, FUNDING_INSTRUMENT_FIELD),
		...(await campaignParams(this, item, 'create', currencyOf(this, item, 'create'))),
	}));
}
