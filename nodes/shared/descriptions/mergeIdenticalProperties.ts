import type { INodeProperties } from 'n8n-workflow';

import { operationsByResource, type Operations } from './operationsByResource';
import { functionsIn, sameList } from './sameFunctions';
import { panelOrder, type Unit } from './panelOrder';

/**
 * Which properties of a node's list are merged, and in what order they go, per node:
 * `units[k]` holds the indexes of the properties that become the k-th one.
 */
interface MergePlan {
	/** The names of the unmerged list, joined: a plan applies only to the list it was made for. */
	names: string;
	units: number[][];
}

const mergePlans = new Map<string, MergePlan>();

/**
 * describeResource copies each operation's fields with `show: {resource, operation}`, so a block
 * that many operations share (post fields, Return All, Limit, ...) is in the description once per
 * operation: about half of the core node's description. This merges such copies into one property
 * whose `show` lists all their resources and operations, where that changes nothing the editor
 * shows: for every resource and operation, the panel lists the same properties in the same order
 * (test/descriptions/mergedProperties.test.ts compares every panel before and after).
 *
 * The plan of what to merge is made at the node's first construction and kept for the later
 * ones (jest constructs a node many times): applying it is a few spreads.
 */
export function mergeIdenticalProperties(
	node: string,
	properties: INodeProperties[],
): INodeProperties[] {
	const names = properties.map(({ name }) => name).join();
	let plan = mergePlans.get(node);
	if (plan?.names !== names) {
		plan = { names, units: planMerge(properties) };
		mergePlans.set(node, plan);
	}
	// Needed only for members shown for every operation of their resources (no `operation`).
	let operations: Operations | undefined;
	const operationsOf = () => (operations ??= operationsByResource(properties));
	return plan.units.map((members) =>
		mergedProperty(
			members.map((index) => properties[index]),
			operationsOf,
		),
	);
}

/** The units of properties to merge, in the order the node lists them. */
function planMerge(properties: INodeProperties[]): number[][] {
	const operations = operationsByResource(properties);
	const pairsOf = properties.map((property) => visiblePairs(property, operations));
	const units = mergeableUnits(properties, pairsOf, operations);
	return panelOrder(units, pairsOf).map(({ members }) => members);
}

/** The pairs whose panel shows the property, as far as resource and operation decide. */
function visiblePairs(property: INodeProperties, operations: Operations): number[] {
	const { show, hide } = property.displayOptions ?? {};
	const pairs: number[] = [];
	const resources = show?.resource?.map(String) ?? [...operations.keys()];
	for (const resource of resources) {
		const numbered = operations.get(resource);
		if (!numbered || hide?.resource?.includes(resource)) continue;
		const names = show?.operation?.map(String) ?? [...numbered.keys()];
		for (const name of names) {
			const pair = numbered.get(name);
			if (pair !== undefined && !hide?.operation?.includes(name)) pairs.push(pair);
		}
	}
	return pairs;
}

/**
 * Shown by resource and operation only through `show` with plain values (without `operation`:
 * for every operation of its resources), and not an Operation dropdown: merging only widens it.
 */
function isMergeable(property: INodeProperties): boolean {
	const { show, hide } = property.displayOptions ?? {};
	const plain = (values: unknown[] | undefined) =>
		Array.isArray(values) && values.every((value) => typeof value === 'string');
	// An Operation dropdown shows for its resource alone: it cannot depend on the operation.
	return (
		property.name !== 'operation' &&
		plain(show?.resource) &&
		(show?.operation === undefined || plain(show.operation)) &&
		!hide?.resource &&
		!hide?.operation
	);
}

/** The operations the property names, or, naming none, every operation of its resources. */
function operationsShowing(property: INodeProperties, operations: Operations): string[] {
	const show = property.displayOptions?.show;
	if (show?.operation) return show.operation.map(String);
	return (show?.resource ?? []).flatMap((resource) => [
		...(operations.get(String(resource))?.keys() ?? []),
	]);
}

/** The property as JSON, without its resource and operation (JSON leaves functions out). */
function textWithoutPair(property: INodeProperties): string {
	const show = { ...property.displayOptions!.show };
	delete show.resource;
	delete show.operation;
	return JSON.stringify({ ...property, displayOptions: { ...property.displayOptions, show } });
}

/** Mergeable properties, grouped by equality apart from resource and operation. */
function equalGroups(properties: INodeProperties[]): number[][] {
	const byText = new Map<string, Array<{ functions: unknown[]; indexes: number[] }>>();
	properties.forEach((property, index) => {
		if (!isMergeable(property)) return;
		const text = textWithoutPair(property);
		const functions = functionsIn(property);
		const sameText = byText.get(text) ?? [];
		const group = sameText.find((candidate) => sameList(candidate.functions, functions));
		if (group) group.indexes.push(index);
		else byText.set(text, [...sameText, { functions, indexes: [index] }]);
	});
	return [...byText.values()].flatMap((sameText) => sameText.map(({ indexes }) => indexes));
}

/** A unit being built: its members, and the pairs, resources and operations they show for. */
interface Growing extends Unit {
	pairs: Set<number>;
	resources: Set<string>;
	operations: Set<string>;
}

/**
 * Join equal properties into units, two units at a time while any two can join. A unit spanning
 * several resources shows for every operation of each of them that any member names (show keys
 * are ANDed), so two units join only when that adds no pair neither showed, and only when they
 * show for no pair in common (the panel would list the property once less).
 */
function mergeableUnits(
	properties: INodeProperties[],
	pairsOf: number[][],
	operations: Operations,
): Unit[] {
	const single = (index: number): Growing => {
		const show = properties[index].displayOptions?.show;
		return {
			members: [index],
			pairs: new Set(pairsOf[index]),
			resources: new Set((show?.resource ?? []).map(String)),
			operations: new Set(operationsShowing(properties[index], operations)),
		};
	};
	const grouped = new Set<number>();
	const units: Growing[] = [];
	for (const group of equalGroups(properties)) {
		const joined = group.map(single);
		// A grown unit may join one it could not join before: again until nothing joins.
		for (let again = true; again; ) {
			again = false;
			for (let i = 0; i < joined.length; i++)
				for (let j = i + 1; j < joined.length; j++)
					if (joinsCleanly(joined[i], joined[j], operations)) {
						joined[i] = joinedUnit(joined[i], joined.splice(j, 1)[0]);
						again = true;
						j = i;
					}
		}
		units.push(...joined);
		for (const index of group) grouped.add(index);
	}
	properties.forEach((_property, index) => grouped.has(index) || units.push(single(index)));
	return units.map(({ members }) => ({ members })).sort((a, b) => a.members[0] - b.members[0]);
}

/** Whether one property for both units would show for exactly their pairs, once each. */
function joinsCleanly(a: Growing, b: Growing, operations: Operations): boolean {
	for (const pair of b.pairs) if (a.pairs.has(pair)) return false;
	const names = new Set([...a.operations, ...b.operations]);
	let shown = 0;
	for (const resource of new Set([...a.resources, ...b.resources]))
		for (const name of operations.get(resource)?.keys() ?? []) if (names.has(name)) shown++;
	return shown === a.pairs.size + b.pairs.size;
}

function joinedUnit(a: Growing, b: Growing): Growing {
	return {
		members: [...a.members, ...b.members].sort((x, y) => x - y),
		pairs: new Set([...a.pairs, ...b.pairs]),
		resources: new Set([...a.resources, ...b.resources]),
		operations: new Set([...a.operations, ...b.operations]),
	};
}

/** One property for the unit: the first member, shown for every member's resources and operations. */
function mergedProperty(
	members: INodeProperties[],
	operationsOf: () => Operations,
): INodeProperties {
	const [first] = members;
	if (members.length === 1) return first;
	const resources = [
		...new Set(members.flatMap((member) => member.displayOptions!.show!.resource!)),
	];
	const operations = [
		...new Set(
			members.flatMap(
				(member) =>
					member.displayOptions!.show!.operation ?? operationsShowing(member, operationsOf()),
			),
		),
	];
	const show = first.displayOptions!.show!;
	return {
		...first,
		displayOptions: {
			...first.displayOptions,
			show: { ...show, resource: resources, operation: operations },
		},
	};
}
