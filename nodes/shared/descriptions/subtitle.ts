import type { INodePropertyOptions } from 'n8n-workflow';

import type { ResourceDescription } from './resource';

/**
 * The canvas subtitle in the words of the panel, "Update: Line Item", not the parameter values
 * ("update: lineItem"). n8n evaluates the subtitle as an expression, so it looks the names up in
 * two maps written into it: resource names, and operation names per resource (the same value,
 * such as get, is named differently in different resources).
 */
export function readableSubtitle(
	resources: INodePropertyOptions[],
	descriptions: ResourceDescription[],
): string {
	const resourceNames = Object.fromEntries(resources.map(({ value, name }) => [value, name]));
	const operationNames = Object.fromEntries(
		descriptions.flatMap(({ operations }) =>
			(operations.displayOptions?.show?.resource ?? []).flatMap((resource) =>
				((operations.options ?? []) as INodePropertyOptions[]).map(({ value, name }) => [
					`${String(resource)}/${String(value)}`,
					name,
				]),
			),
		),
	);
	const resource = '$parameter["resource"]';
	const operation = `(${JSON.stringify(operationNames)})[${resource} + "/" + $parameter["operation"]]`;
	return `={{ ${operation} + ": " + (${JSON.stringify(resourceNames)})[${resource}] }}`;
}

/**
 * An expression naming the chosen option(s) of a dropdown or multi-select as the panel does
 * ("New Mention, Post: Created"), for a trigger's subtitle; a value no option has shows as it is.
 */
export function optionNamesExpression(parameter: string, options: INodePropertyOptions[]): string {
	const names = Object.fromEntries(options.map(({ value, name }) => [value, name]));
	return `[].concat($parameter["${parameter}"] || []).map((value) => (${JSON.stringify(names)})[value] || value).join(", ")`;
}
