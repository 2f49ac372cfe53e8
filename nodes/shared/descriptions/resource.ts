import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

/**
 * One operation of a resource, written in one file in both nodes: its entry in the Operation
 * dropdown (name, action, routing) and the fields only it shows. The fields need no display
 * options for their resource and operation: describeResource adds them.
 */
export interface Operation extends INodePropertyOptions {
	value: string;
	fields?: INodeProperties[];
}

/** A resource's Operation dropdown, and its operations' fields, each shown for its operation. */
export interface ResourceDescription {
	operations: INodeProperties;
	fields: INodeProperties[];
}

export function describeResource(
	resource: string,
	defaultOperation: string,
	operations: Operation[],
): ResourceDescription {
	return {
		operations: {
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource] } },
			options: operations.map(({ fields: _fields, ...option }) => option),
			default: defaultOperation,
		},
		fields: operations.flatMap(({ value, fields = [] }) =>
			updateDisplayOptions({ show: { resource: [resource], operation: [value] } }, fields),
		),
	};
}
