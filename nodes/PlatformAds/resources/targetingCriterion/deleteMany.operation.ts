import type { INodeExecutionData } from 'n8n-workflow';

import { checkRequired, checkValue, locatorValue, rules } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { CRITERION } from './criterionLocator';
import { CRITERION_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Delete through the batch endpoint: one criterion per input item (customOperations). */
export const deleteManyOperation: Operation = {
	name: 'Delete Many',
	value: 'deleteMany',
	action: 'Delete many targeting criteria in bulk',
	description:
		'Delete one targeting criterion per input item, 500 a request; a refused request deletes none of its criteria',
	requests: CRITERION_BATCHES.request,
	execute: deleteManyCriteria,
};

export async function deleteManyCriteria(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await CRITERION_BATCHES.send(this, 'Delete', (item) => {
		const id = String(locatorValue(this.getNodeParameter(CRITERION, item, '')) ?? '').trim();
		checkRequired(this.getNode(), item, 'Targeting Criterion', id);
		checkValue(this.getNode(), item, 'Targeting Criterion', id, [rules.adsId]);
		return { targeting_criterion_id: id };
	});
}
