import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { sourceFiles } from '../helpers/sourceFiles';

/**
 * Each node's folder stands on its own: it imports nodes/shared and its own files, never another
 * node's folder (what two nodes need lives in nodes/shared). Inside an action node, a resource's
 * folder does not reach into another resource's folder: what several resources use lives in the
 * node's own shared/ folder.
 */
const ROOT = resolve(__dirname, '../..');
const NODES = join(ROOT, 'nodes');
const NODES_WITH_RESOURCES = ['PlatformCore', 'PlatformAds', 'PlatformAdsMeasurement'];

/** Every relative module a file names: static and dynamic imports, re-exports, requires. */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const pattern = /(?:from|import\(|require\()\s*'(\.[^']+)'/g;
	return [...text.matchAll(pattern)].map(([, target]) => resolve(dirname(file), target));
}

/** Why importing `target` from `file` crosses a boundary, or undefined when it does not. */
export function boundaryBreak(file: string, target: string): string | undefined {
	const [, fromNode, fromFolder, fromResource] = relative(ROOT, file).split('/');
	const [, toNode, toFolder, toResource] = relative(ROOT, target).split('/');
	if (fromNode !== toNode && toNode !== 'shared') return `imports the ${toNode} node's folder`;
	const insideResources = fromFolder === 'resources' && toFolder === 'resources';
	if (
		fromNode === toNode &&
		NODES_WITH_RESOURCES.includes(fromNode) &&
		insideResources &&
		fromResource !== toResource
	)
		return `imports the ${toResource} resource's folder`;
	return undefined;
}

const files = sourceFiles(NODES);
const breaks = files.flatMap((file) =>
	importsOf(file)
		.filter((target) => target.startsWith(NODES))
		.map((target) => ({ file, target, why: boundaryBreak(file, target) }))
		.filter(({ why }) => why !== undefined)
		.map(({ file, target, why }) => `${relative(ROOT, file)} ${why}: ${relative(ROOT, target)}`),
);

describe('import boundaries', () => {
	it('has files and imports to check', () => {
		expect(files.length).toBeGreaterThan(100);
		expect(files.flatMap(importsOf).length).toBeGreaterThan(500);
	});

	it.each([
		['nodes/PollingTrigger/pollRun.ts', 'nodes/PlatformCore/shared/eachItem'],
		['nodes/PlatformCore/resources/list/a.ts', 'nodes/ActivityTrigger/delivery'],
		['nodes/shared/validation.ts', 'nodes/PlatformAds/shared/postRecords'],
		['nodes/PlatformCore/resources/list/a.ts', 'nodes/PlatformCore/resources/user/userFields'],
		['nodes/PlatformAds/resources/product/a.ts', 'nodes/PlatformAds/resources/productCatalog/x'],
	])('reports %s importing %s', (file, target) => {
		expect(boundaryBreak(join(ROOT, file), join(ROOT, target))).toBeDefined();
	});

	it.each([
		['nodes/PollingTrigger/pollRun.ts', 'nodes/shared/users/userLocator'],
		['nodes/PlatformCore/resources/list/a.ts', 'nodes/PlatformCore/resources/list/listBody'],
		['nodes/PlatformCore/resources/list/a.ts', 'nodes/PlatformCore/shared/userListRouting'],
		['nodes/PlatformCore/PlatformCore.node.ts', 'nodes/PlatformCore/resources/list'],
	])('allows %s importing %s', (file, target) => {
		expect(boundaryBreak(join(ROOT, file), join(ROOT, target))).toBeUndefined();
	});

	it('no node imports another node, no resource another resource', () => {
		expect(breaks).toEqual([]);
	});
});
