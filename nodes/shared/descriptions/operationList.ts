import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** The Operation dropdown of one resource, in both nodes: its operations, one file each. */
export const operationList = (
	resource: string,
	defaultOperation: string,
	operations: INodePropertyOptions[],
): INodeProperties => ({
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: [resource] } },
	options: operations,
	default: defaultOperation,
});
