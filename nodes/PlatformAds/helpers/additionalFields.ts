import type { INodeProperties } from 'n8n-workflow';

/** The Additional Fields collection of a create: optional values, sent only when added. */
export const additionalFieldsCollection = (show: Record<string, string[]>, options: INodeProperties[]): INodeProperties => ({
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	displayOptions: { show },
	options,
});
