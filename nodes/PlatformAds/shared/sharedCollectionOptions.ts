import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import {
	operationsByResource,
	type Operations,
} from '../../shared/descriptions/operationsByResource';
import { functionsIn, sameList } from '../../shared/descriptions/sameFunctions';

/** A resource/operation pair, as `resource operation`. */
type Pair = string;

/** One distinct option of the collections, and the pairs whose collection holds it. */
interface Variant {
	option: INodeProperties;
	/** The option's JSON, written once: this runs on every start of n8n. */
	text: string;
	functions: unknown[];
	pairs: Set<Pair>;
}

/**
 * The collections named `name` (the ads lists' Options, one per list) differ only in some of
 * their options; the rest (Sort By, With Deleted, With Total Count, ...) was in the description
 * once per list. This gives every such collection all their options, each option shown (display
 * options on `/resource` and, where needed, `/operation`, which the editor and n8n's routing
 * both evaluate against the node's parameters) only where its own collection showed it. The
 * collections are then equal apart from their resource and operation, and
 * mergeIdenticalProperties makes them one. For every pair, the editor lists the same options in
 * the same order, and routing sends only those (test/descriptions/sharedCollectionOptions.test.ts).
 *
 * Only collections shown by plain resource lists (and operation lists, or all operations), with
 * the same header (display name, placeholder, default), and listing their common options in the
 * same order.
 */
export function shareCollectionOptions(
	names: string[],
	properties: INodeProperties[],
): INodeProperties[] {
	return names.reduce((shared, name) => shareOptionsOf(name, shared), properties);
}

function shareOptionsOf(name: string, properties: INodeProperties[]): INodeProperties[] {
	const header = (property: INodeProperties) =>
		JSON.stringify({ ...property, options: undefined, displayOptions: undefined });
	const shared = properties.filter((property) => property.name === name);
	if (shared.length < 2 || shared.some((property) => header(property) !== header(shared[0])))
		throw new Error(`shareCollectionOptions: the ${name} collections differ beyond their options`);
	const variants: Variant[] = [];
	const shownPairs = new Set<Pair>();
	const operations = operationsByResource(properties);
	for (const collection of shared) {
		const pairs = pairsOf(collection, operations);
		pairs.forEach((pair) => shownPairs.add(pair));
		// In the union, each option goes right after the one its collection lists before it, so
		// that every collection's options keep their order.
		let previous = -1;
		for (const option of (collection.options ?? []) as INodeProperties[]) {
			const text = JSON.stringify(option);
			const functions = functionsIn(option);
			let index = variants.findIndex(
				(known) => known.text === text && sameList(known.functions, functions),
			);
			if (index === -1)
				variants.splice((index = previous + 1), 0, { option, text, functions, pairs: new Set() });
			else if (index < previous)
				throw new Error(
					`shareCollectionOptions: the ${name} collections order options differently`,
				);
			pairs.forEach((pair) => variants[index].pairs.add(pair));
			previous = index;
		}
	}
	const options = variants.map((variant) => shownWhere(variant, shownPairs));
	return properties.map((property) =>
		property.name === name ? { ...property, options } : property,
	);
}

/** The collection's pairs: its resources' operations it names, or all of them. */
function pairsOf(collection: INodeProperties, operations: Operations): Pair[] {
	const show = collection.displayOptions?.show;
	if (!show?.resource || collection.displayOptions?.hide)
		throw new Error(`shareCollectionOptions: ${collection.name} names no resource`);
	return show.resource.flatMap((resource) =>
		(show.operation ?? [...(operations.get(String(resource))?.keys() ?? [])]).map(
			(operation) => `${String(resource)} ${String(operation)}`,
		),
	);
}

/**
 * The option with display options showing it for exactly its variant's pairs among all the
 * collections' pairs: by resource alone when it is in every collection of those resources (or by
 * the resources whose collections lack it, when that is shorter).
 */
function shownWhere({ option, pairs }: Variant, shownPairs: Set<Pair>): INodeProperties {
	const split = [...pairs].map((pair) => pair.split(' '));
	const resources = [...new Set(split.map(([resource]) => resource))];
	const operations = [...new Set(split.map(([, operation]) => operation))];
	const covered = (pair: Pair) => shownPairs.has(pair) && resources.includes(pair.split(' ')[0]);
	const byResource = [...shownPairs].filter(covered).every((pair) => pairs.has(pair));
	if (byResource && !option.displayOptions) {
		// Shown by most lists: fewer characters to name the lists that do not show it.
		const others = [...new Set([...shownPairs].map((pair) => pair.split(' ')[0]))].filter(
			(resource) => !resources.includes(resource),
		);
		if (others.length === 0) return option;
		if (JSON.stringify(others).length < JSON.stringify(resources).length)
			return { ...option, displayOptions: { hide: { '/resource': others } } };
	}
	const show: IDisplayOptions['show'] = { ...option.displayOptions?.show, '/resource': resources };
	if (!byResource) {
		show['/operation'] = operations;
		// Shown keys are ANDed: every resource with every operation must be one of its pairs.
		for (const resource of resources)
			for (const operation of operations) {
				const pair = `${resource} ${operation}`;
				if (shownPairs.has(pair) && !pairs.has(pair))
					throw new Error(
						`shareCollectionOptions: ${option.name} cannot be shown for its pairs only`,
					);
			}
	}
	return { ...option, displayOptions: { ...option.displayOptions, show } };
}
