import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/**
 * The Output field of both action nodes: one item per record (the default, each operation says
 * how), or Full Response, the platform's answer whole as one item (a list: one item per page).
 */
export const OUTPUT_PARAMETER = 'output';
const FULL_RESPONSE = 'response';

export function outputProperty(
	perRecord: INodePropertyOptions,
	fullResponse: string,
	show?: Record<string, string[]>,
): INodeProperties {
	const perRecordValue = perRecord.value;
	return {
		displayName: 'Output',
		name: OUTPUT_PARAMETER,
		type: 'options',
		...(show ? { displayOptions: { show } } : {}),
		options: [
			perRecord,
			{ name: 'Full Response', value: FULL_RESPONSE, description: fullResponse },
		],
		default: perRecordValue,
	};
}

/** Whether the item's Output field asks for the platform's answer whole. */
export function wantsFullResponse(context: {
	getNodeParameter(name: string, fallback: unknown): unknown;
}): boolean {
	return context.getNodeParameter(OUTPUT_PARAMETER, '') === FULL_RESPONSE;
}
