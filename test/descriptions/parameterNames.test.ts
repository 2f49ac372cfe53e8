import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { pairsOf, shownFor, type Pair } from '../helpers/shownOptions';

/**
 * A saved workflow stores its parameters by name, so renaming one loses what people saved. Every
 * stored name of every node (inside collections and fixed collections too, as `outer.inner`) is
 * listed per panel ("resource/operation", or "every panel" for what no resource or operation
 * decides) and compared with parameterNames.snapshot.json: a rename shows as a diff there, to be
 * made on purpose and written in the README's version history.
 * `UPDATE_PARAMETER_NAMES=1 npx jest test/descriptions/parameterNames.test.ts` rewrites the file.
 */
const SNAPSHOT = join(__dirname, 'parameterNames.snapshot.json');
const EVERY_PANEL = 'every panel';

type Child = INodeProperties | INodePropertyCollection | INodePropertyOptions;

/** The stored names below one property: its own, then its options' and their values', at any depth. */
function namesBelow(property: INodeProperties, pair: Pair | undefined, prefix = ''): string[] {
	const name = `${prefix}${property.name}`;
	const children = (property.options ?? []) as Child[];
	if (property.type === 'fixedCollection')
		return [
			name,
			...(children as INodePropertyCollection[]).flatMap((group) =>
				(group.values ?? [])
					.filter((value) => !pair || shownFor(value, pair, '/'))
					.flatMap((value) => namesBelow(value, pair, `${name}.${group.name}.`)),
			),
		];
	if (property.type === 'collection')
		return [
			name,
			...(children as INodeProperties[])
				.filter((option) => !pair || shownFor(option, pair, '/'))
				.flatMap((option) => namesBelow(option, pair, `${name}.`)),
		];
	return [name];
}

/** Whether resource or operation decide where the property shows. */
function decidedByPanel(property: INodeProperties): boolean {
	const { show, hide } = property.displayOptions ?? {};
	return ['resource', 'operation'].some((key) => show?.[key] ?? hide?.[key]);
}

export function parameterNames(node: INodeType): Record<string, string[]> {
	const { properties } = node.description;
	const unique = (names: string[]) => [...new Set(names)];
	const names: Record<string, string[]> = {
		[EVERY_PANEL]: unique(
			properties.filter((p) => !decidedByPanel(p)).flatMap((p) => namesBelow(p, undefined)),
		).sort(),
	};
	for (const pair of pairsOf(properties)) {
		names[`${pair.resource}/${pair.operation}`] = unique(
			properties
				.filter((property) => decidedByPanel(property) && shownFor(property, pair))
				.flatMap((property) => namesBelow(property, pair)),
		).sort();
	}
	return names;
}

const nodes = [
	PlatformCore,
	PlatformAds,
	PlatformAdsMeasurement,
	PlatformActivityTrigger,
	PlatformPollingTrigger,
	PlatformAdsTrigger,
].map((NodeType) => new NodeType());

const current = Object.fromEntries(
	nodes.map((node) => [node.description.name, parameterNames(node)]),
);

describe('saved parameter names', () => {
	if (process.env.UPDATE_PARAMETER_NAMES)
		writeFileSync(SNAPSHOT, JSON.stringify(current, null, '\t') + '\n');

	it('lists the names of every panel of every node', () => {
		expect(Object.keys(current)).toHaveLength(6);
		expect(Object.keys(current.platformAds).length).toBeGreaterThan(100);
		expect(current.platformCore['user/getById']).toContain('userId');
	});

	it('are the names of the committed snapshot (a rename is a decision: see the comment above)', () => {
		expect(existsSync(SNAPSHOT)).toBe(true);
		expect(current).toEqual(JSON.parse(readFileSync(SNAPSHOT, 'utf8')));
	});
});
