import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { ADS_ID_PATTERN } from '../descriptions/locators';

/**
 * The id of a resource locator of a batch operation, path-encoded. A batch spans items, so the
 * ids are read once, from the first item; the error names the field, as a bad item would.
 */
export function batchLocatorId(context: IExecuteFunctions, parameter: string, field: string): string {
	const id = String(context.getNodeParameter(parameter, 0, '', { extractValue: true }) ?? '').trim();
	if (!id) throw new NodeOperationError(context.getNode(), `Item 0: ${field} is required`, { itemIndex: 0 });
	if (!new RegExp(ADS_ID_PATTERN).test(id)) {
		throw new NodeOperationError(context.getNode(), `Item 0: ${field} must be an ID of letters and digits, got "${id.slice(0, 40)}"`, { itemIndex: 0 });
	}
	return encodeURIComponent(id);
}
