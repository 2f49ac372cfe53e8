import type { INodeProperties } from 'n8n-workflow';

/** A resource and operation of an action node. */
export type Pair = { resource: string; operation: string };

/**
 * Whether resource and operation show the property, as far as they decide: at the top of the
 * panel (`resource`, `operation`), or inside a collection (`/resource`, `/operation`, read from
 * the node's parameters).
 */
export function shownFor(
	property: INodeProperties,
	{ resource, operation }: Pair,
	prefix: '' | '/' = '',
): boolean {
	const { show, hide } = property.displayOptions ?? {};
	const resources = show?.[`${prefix}resource`];
	const operations = show?.[`${prefix}operation`];
	return (
		(!resources || resources.includes(resource)) &&
		(!operations || operations.includes(operation)) &&
		!hide?.[`${prefix}resource`]?.includes(resource) &&
		!hide?.[`${prefix}operation`]?.includes(operation)
	);
}

/** The options of the collection `name` that the panel of this pair lists, in their order. */
export function shownOptions(
	properties: INodeProperties[],
	name: string,
	pair: Pair,
): INodeProperties[] | undefined {
	const collection = properties.find(
		(property) => property.name === name && shownFor(property, pair),
	);
	return (collection?.options as INodeProperties[] | undefined)?.filter((option) =>
		shownFor(option, pair, '/'),
	);
}
