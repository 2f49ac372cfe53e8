import type { INodeExecutionData } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import {
	batchIssues,
	criterionIssue,
	type CriterionInput,
} from '../../shared/targeting/criterionChecks';
import type { Operation } from '../../../shared/descriptions/resource';
import { criterionFields } from './criterionFields';
import { criterionParams, readCriterion } from './criterionInput';
import { CRITERION_BATCHES } from '../../shared/batch/accountBatches';
import { unknownValueRefusal } from './unknownValue';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Create through the batch endpoint: one criterion per input item (customOperations). */
export const createManyOperation: Operation = {
	name: 'Create Many',
	value: 'createMany',
	action: 'Create many targeting criteria in bulk',
	description:
		'Create one targeting criterion per input item, 500 a request (also IAB_CATEGORY and CONTENT_PUBLISHER_USER); a refused request creates none of its criteria',
	requests: CRITERION_BATCHES.request,
	fields: criterionFields,
	execute: createManyCriteria,
};

export async function createManyCriteria(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	const read = (item: number): CriterionInput =>
		readCriterion((name, fallback) => this.getNodeParameter(name, item, fallback));
	// The rules across items (one age bucket a line item, a TV show after its location, ...) are
	// checked on the whole run: items that fail on their own are left out of them.
	const criteria = this.getInputData().map((_, item) => read(item));
	const sound = criteria.flatMap((criterion, item) =>
		criterionIssue(criterion, { batch: true }) ? [] : [{ criterion, item }],
	);
	const across = batchIssues(sound.map(({ criterion }) => criterion));
	const acrossByItem = new Map(
		[...across].map(([position, found]) => [sound[position].item, found]),
	);
	return await CRITERION_BATCHES.send(
		this,
		'Create',
		(item) => {
			const found = criterionIssue(criteria[item], { batch: true }) ?? acrossByItem.get(item);
			if (found) throw invalidField(this.getNode(), item, found.field, found.problem);
			return criterionParams(criteria[item]);
		},
		unknownValueRefusal,
	);
}
