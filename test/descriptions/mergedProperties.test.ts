import type { INodeProperties, INodeType } from 'n8n-workflow';

import { builtWithAndWithout, pairsOf, shownFor, type Pair } from '../helpers/shownOptions';

/**
 * mergeIdenticalProperties turns the copies of a property that several operations show into one
 * property. The editor must not see a difference: for every resource and operation of both
 * action nodes, the properties the panel shows (display options evaluated on resource and
 * operation, every other condition kept as it is) are the same, in the same order, before and
 * after. And no two properties are left equal apart from their resource and operation, unless
 * merging them would change a panel.
 */
const MERGE_MODULE = '../../nodes/shared/descriptions/mergeIdenticalProperties';
const { mergeIdenticalProperties } =
	jest.requireActual<typeof import('../../nodes/shared/descriptions/mergeIdenticalProperties')>(
		MERGE_MODULE,
	);

/** The node's description as built, and its properties before the merge (the same functions). */
function descriptions(load: () => INodeType) {
	const { built, without: unmerged } = builtWithAndWithout(
		MERGE_MODULE,
		'mergeIdenticalProperties',
		load,
	);
	return { unmerged, built, merged: mergeIdenticalProperties('test', unmerged) };
}

const nodes = {
	core: descriptions(() => {
		const { PlatformCore } = require('../../nodes/PlatformCore/PlatformCore.node');
		return new PlatformCore();
	}),
	ads: descriptions(() => {
		const { PlatformAds } = require('../../nodes/PlatformAds/PlatformAds.node');
		return new PlatformAds();
	}),
};

/** The property as text without its resource and operation; functions by identity. */
function textOf(property: INodeProperties, functionIds: Map<unknown, number>): string {
	const show = { ...property.displayOptions?.show };
	delete show.resource;
	delete show.operation;
	return JSON.stringify(
		{ ...property, displayOptions: { ...property.displayOptions, show } },
		(_key, value: unknown) => {
			if (typeof value !== 'function') return value;
			if (!functionIds.has(value)) functionIds.set(value, functionIds.size);
			return `function ${functionIds.get(value)}`;
		},
	);
}

/** Every pair whose panel differs between the two lists, with its panel before and after. */
function panelDifferences(before: INodeProperties[], after: INodeProperties[], pairs: Pair[]) {
	const functionIds = new Map<unknown, number>();
	const panel = (properties: INodeProperties[], pair: Pair) =>
		properties.filter((property) => shownFor(property, pair)).map((p) => textOf(p, functionIds));
	return pairs
		.map((pair) => ({ pair, before: panel(before, pair), after: panel(after, pair) }))
		.filter(({ before: shown, after: merged }) => JSON.stringify(shown) !== JSON.stringify(merged));
}

/** Whether the property may merge at all: shown through `show` with resource and operation. */
const mergeable = (property: INodeProperties) =>
	Array.isArray(property.displayOptions?.show?.resource) &&
	Array.isArray(property.displayOptions?.show?.operation);

/** `a` widened to b's resources and operations: the two as one. */
function widened(a: INodeProperties, b: INodeProperties): INodeProperties {
	const union = (key: 'resource' | 'operation') => [
		...new Set([...a.displayOptions!.show![key]!, ...b.displayOptions!.show![key]!]),
	];
	const show = {
		...a.displayOptions!.show,
		resource: union('resource'),
		operation: union('operation'),
	};
	return { ...a, displayOptions: { ...a.displayOptions, show } };
}

/**
 * Equal properties left apart, and which of them could have been merged: merged into the first
 * one's place or into the second one's, every panel the same.
 */
function leftApart(merged: INodeProperties[], pairs: Pair[]) {
	const functionIds = new Map<unknown, number>();
	const byText = new Map<string, number[]>();
	merged.forEach((property, index) => {
		if (!mergeable(property)) return;
		const text = textOf(property, functionIds);
		byText.set(text, [...(byText.get(text) ?? []), index]);
	});
	const equalPairs = [...byText.values()].flatMap((indexes) =>
		indexes.flatMap((a, i) => indexes.slice(i + 1).map((b) => [a, b] as const)),
	);
	const missed = equalPairs.filter(([a, b]) => {
		const intoFirst = merged.map((p, i) => (i === a ? widened(p, merged[b]) : p));
		const intoSecond = merged.map((p, i) => (i === b ? widened(p, merged[a]) : p));
		return [intoFirst.filter((_p, i) => i !== b), intoSecond.filter((_p, i) => i !== a)].some(
			(candidate) => panelDifferences(merged, candidate, pairs).length === 0,
		);
	});
	return {
		left: [...byText.values()].reduce((sum, indexes) => sum + indexes.length - 1, 0),
		missed: missed.map(([a, b]) => `${merged[a].name} (${a} and ${b})`),
	};
}

describe.each(Object.entries(nodes))('%s node', (_node, { unmerged, built, merged }) => {
	const pairs = pairsOf(unmerged);

	test('has many operations and copies to merge', () => {
		expect(pairs.length).toBeGreaterThan(50);
		expect(merged.length).toBeLessThan(unmerged.length);
	});

	test('every panel shows the same properties in the same order after the merge', () => {
		expect(panelDifferences(unmerged, merged, pairs)).toEqual([]);
	});

	test('the node describes itself with the merged properties', () => {
		expect(JSON.stringify(built)).toBe(JSON.stringify(merged));
	});

	const { left, missed } = leftApart(merged, pairs);
	test(`equal properties left apart (${left}) are only those whose merge would change a panel`, () => {
		expect(missed).toEqual([]);
	});
});

describe('mergeIdenticalProperties on small lists', () => {
	const operation = (resource: string, values: string[]): INodeProperties => ({
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		displayOptions: { show: { resource: [resource] } },
		options: values.map((value) => ({ name: value, value })),
		default: values[0],
	});
	const field = (name: string, resource: string, operations: string[]): INodeProperties => ({
		displayName: name,
		name,
		type: 'string',
		default: '',
		displayOptions: { show: { resource: [resource], operation: operations } },
	});
	const mergedKeepingPanels = (properties: INodeProperties[]) => {
		const merged = mergeIdenticalProperties('small', properties);
		expect(panelDifferences(properties, merged, pairsOf(properties))).toEqual([]);
		return merged;
	};

	test('copies in opposite orders: one pair stays apart, the panels are unchanged', () => {
		const properties = [
			operation('r', ['a', 'b']),
			field('x', 'r', ['a']),
			field('y', 'r', ['a']),
			field('y', 'r', ['b']),
			field('x', 'r', ['b']),
		];
		expect(mergedKeepingPanels(properties)).toHaveLength(4);
	});

	test('across resources only where no other operation of theirs would show the copy', () => {
		const properties = [
			operation('r1', ['a', 'b']),
			operation('r2', ['a', 'c']),
			field('x', 'r1', ['a']),
			// One x for r1 and r2 would show it for r2 > a too.
			field('x', 'r2', ['c']),
			field('z', 'r1', ['b']),
			field('z', 'r2', ['c']),
		];
		const merged = mergedKeepingPanels(properties);
		expect(merged.map(({ name }) => name)).toEqual(['operation', 'operation', 'x', 'x', 'z']);
		expect(merged[4].displayOptions?.show).toEqual({
			resource: ['r1', 'r2'],
			operation: ['b', 'c'],
		});
	});
});
