import type { INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';

/** A resource and operation of an action node. */
export type Pair = { resource: string; operation: string };

/** Every resource and operation of an action node, from its Operation dropdowns. */
export function pairsOf(properties: INodeProperties[]): Pair[] {
	return properties
		.filter(({ name }) => name === 'operation')
		.flatMap((list) =>
			(list.displayOptions?.show?.resource ?? []).flatMap((resource) =>
				((list.options ?? []) as INodePropertyOptions[]).map(({ value }) => ({
					resource: String(resource),
					operation: String(value),
				})),
			),
		);
}

/**
 * A node's properties as built, and as built with one step of its description left out: the
 * module's function `step`, which takes the properties last, mocked to return them as they are.
 * `module` is relative to test/ (as from this folder's siblings).
 */
export function builtWithAndWithout(
	module: string,
	step: string,
	load: () => INodeType,
): { built: INodeProperties[]; without: INodeProperties[] } {
	let without: INodeProperties[] = [];
	jest.isolateModules(() => {
		jest.doMock(module, () => ({
			[step]: (...args: unknown[]) => args[args.length - 1],
		}));
		without = load().description.properties;
		jest.dontMock(module);
	});
	let built: INodeProperties[] = [];
	jest.isolateModules(() => (built = load().description.properties));
	return { built, without };
}

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
