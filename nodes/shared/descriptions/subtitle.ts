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
	const pairs = descriptions.flatMap(({ operations }) =>
		(operations.displayOptions?.show?.resource ?? []).flatMap((resource) =>
			((operations.options ?? []) as INodePropertyOptions[]).map(({ value, name }) => ({
				key: `${String(resource)}/${String(value)}`,
				value: String(value),
				name,
			})),
		),
	);
	// Most values have one name everywhere (create is Create): those go once, by value, and only
	// the resources that name a value otherwise go by resource, which keeps the expression (sent
	// to the editor in the description) a few KB shorter.
	const counts = new Map<string, Map<string, number>>();
	for (const { value, name } of pairs) {
		const names = counts.get(value) ?? new Map<string, number>();
		names.set(name, (names.get(name) ?? 0) + 1);
		counts.set(value, names);
	}
	const usual = Object.fromEntries(
		[...counts].map(([value, names]) => [
			value,
			[...names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
		]),
	);
	const otherwise = Object.fromEntries(
		pairs.filter(({ value, name }) => usual[value] !== name).map(({ key, name }) => [key, name]),
	);
	const resource = '$parameter["resource"]';
	const operation = `((${JSON.stringify(otherwise)})[${resource} + "/" + $parameter["operation"]] || (${JSON.stringify(usual)})[$parameter["operation"]])`;
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
