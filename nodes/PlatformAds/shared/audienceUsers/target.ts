import { checkRequired, checkValue, rules } from '../../../shared/validation';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * The id of a resource locator of a batch operation, path-encoded. A batch spans items, so the
 * ids are read once, from the first item (runBatches refuses an item naming another); the error
 * names the field, as a bad item would.
 */
export function batchLocatorId(
	context: CodeOperationContext,
	parameter: string,
	field: string,
): string {
	const id = String(
		context.getNodeParameter(parameter, 0, '', { extractValue: true }) ?? '',
	).trim();
	checkRequired(context.getNode(), 0, field, id);
	checkValue(context.getNode(), 0, field, id, [rules.adsId]);
	return encodeURIComponent(id);
}
