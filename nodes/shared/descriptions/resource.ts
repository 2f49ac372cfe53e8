import type { IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

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

/**
 * Properties shown by several operations of a resource (an account picker, a record picker, the
 * full-response switch) carry their own display options; they stand before or after the fields of
 * each operation.
 */
export interface SharedProperties {
	before?: INodeProperties[];
	after?: INodeProperties[];
}

/** The dropdown entry of an operation: everything but its fields. */
function optionOf(operation: Operation): INodePropertyOptions {
	const option: INodePropertyOptions = { ...operation };
	delete (option as Partial<Operation>).fields;
	return option;
}

/**
 * The field with the resource and operation added to its own display options. Spreads, not
 * n8n-workflow's updateDisplayOptions (a deep merge): this runs for each of the hundreds of fields
 * on every n8n start, and no field names its own resource or operation.
 */
function shownFor(show: IDisplayOptions['show'], field: INodeProperties): INodeProperties {
	return {
		...field,
		displayOptions: { ...field.displayOptions, show: { ...field.displayOptions?.show, ...show } },
	};
}

export function describeResource(
	resource: string,
	defaultOperation: string,
	operations: Operation[],
	{ before = [], after = [] }: SharedProperties = {},
): ResourceDescription {
	return {
		operations: {
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource] } },
			options: operations.map(optionOf),
			default: defaultOperation,
		},
		fields: [
			...before,
			...operations.flatMap(({ value, fields = [] }) =>
				fields.map((field) => shownFor({ resource: [resource], operation: [value] }, field)),
			),
			...after,
		],
	};
}
