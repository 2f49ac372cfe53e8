import type { IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { AuthenticationMethod } from '../credentialTypes';
import { codeRouting } from '../routing/codeRouting';
import { toldToTool } from '../routing/toolRefusals';
import type { CodeOperation } from './codeOperation';
import { requestOptionsProperty } from './requestOptions';

/**
 * One operation of a resource, written in one file in both nodes: its entry in the Operation
 * dropdown (name, action, routing) and the fields only it shows. The fields need no display
 * options for their resource and operation: describeResource adds them.
 */
export interface Operation extends INodePropertyOptions {
	value: string;
	fields?: INodeProperties[];
	/**
	 * The kinds of authentication the operation's endpoints accept, where a node lets each
	 * operation say (Platform); others are refused before anything is sent. Without it, the
	 * operation takes every kind its node offers (Platform Ads).
	 */
	acceptedAuthentication?: AuthenticationMethod[];
	/**
	 * What an operation whose routing names no URL sends ("DELETE /2/webhooks/{webhook_id}"): it
	 * builds its requests in code. docs/operations.md shows it where others show their routing.
	 */
	requests?: string;
	/**
	 * What the operation builds in code (a preSend or its own execute) and routing does not show,
	 * by the platform's names: query parameters, body properties (`media.title`), list values
	 * (`post.fields=source`). A test compares them with the reference description.
	 */
	sends?: { query?: string[]; body?: string[]; value?: string[] };
	/**
	 * The code of an operation written as code (several requests per item, a stream, a file), in
	 * the operation's own file. n8n runs it as the node's customOperations in a workflow step, and
	 * through the routing describeResource gives the operation wherever n8n runs the routing
	 * engine instead (a tool): see codeRouting.ts. Such an operation has no routing of its own.
	 */
	execute?: CodeOperation;
}

/**
 * A resource's Operation dropdown, and its operations' fields, each shown for its operation; and
 * the operations as written, with what the panel does not show (accepted authentication, requests).
 */
export interface ResourceDescription {
	resource: string;
	operations: INodeProperties;
	fields: INodeProperties[];
	declared: Operation[];
	/** The `execute` of the operations written as code, by operation. */
	customOperations: Record<string, CodeOperation>;
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

/**
 * The dropdown entry of an operation: everything the panel shows, and the routing n8n runs. An
 * operation written as code gets the routing that runs its code (codeRouting.ts).
 */
function optionOf(operation: Operation): INodePropertyOptions {
	const option: Partial<Operation> = { ...operation };
	delete option.fields;
	delete option.acceptedAuthentication;
	delete option.requests;
	delete option.sends;
	delete option.execute;
	if (operation.execute) {
		if (operation.routing)
			throw new Error(`Operation ${operation.value} is written as code and has routing too`);
		option.routing = codeRouting(operation.execute);
	}
	return option as INodePropertyOptions;
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
		resource,
		declared: operations,
		customOperations: Object.fromEntries(
			operations.flatMap(({ value, execute }) => (execute ? [[value, toldToTool(execute)]] : [])),
		),
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

/**
 * The end of an action node's panel: the Resource dropdown, each resource's Operation dropdown
 * and fields, and the node-wide Request Options.
 */
export function resourceProperties(
	resources: INodePropertyOptions[],
	resourceDescriptions: ResourceDescription[],
	defaultResource: string,
): INodeProperties[] {
	return [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: resources,
			default: defaultResource,
		},
		...resourceDescriptions.flatMap(({ operations, fields }) => [operations, ...fields]),
		requestOptionsProperty,
	];
}
