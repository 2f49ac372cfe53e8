import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** The Operation dropdown of one resource. */
export const operationsOf = (resource: string, options: INodePropertyOptions[], defaultOperation: string): INodeProperties => ({
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: [resource] } },
	options,
	default: defaultOperation,
});
