import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { locatorIdProblem } from '../helpers/adsRouting';

/**
 * The id of a resource locator of a batch operation, path-encoded. A batch spans items, so the
 * ids are read once, from the first item (runBatches refuses an item naming another); the error
 * names the field, as a bad item would.
 */
export function batchLocatorId(context: IExecuteFunctions, parameter: string, field: string): string {
	const id = String(context.getNodeParameter(parameter, 0, '', { extractValue: true }) ?? '').trim();
	const problem = locatorIdProblem(id);
	if (problem) throw new NodeOperationError(context.getNode(), `Item 0: ${field} ${problem}`, { itemIndex: 0 });
	return encodeURIComponent(id);
}
