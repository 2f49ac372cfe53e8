import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import type { INodeType } from 'n8n-workflow';
import { join, resolve } from 'node:path';

/**
 * The file n8n loads for each node reads the node's snapshot and leaves its bundle alone until a
 * function of the node is called (gulpfile.js, nodes/shared/nodeSnapshot.ts). Checked on the
 * build (npm run build), in a fresh process per node as n8n's start is: the bundle is not
 * loaded by constructing the node; the description and the places of the functions are the
 * bundle's; and a function called on the loaded node runs the bundle's function at that place
 * (same answer, same error) with the `this` n8n gives it.
 */
const ROOT = resolve(__dirname, '../..');
const { nodes } = (
	JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { n8n: { nodes: string[] } }
).n8n;

interface Report {
	className: string;
	bundleLoadedByConstructing: boolean;
	sameDescription: boolean;
	samePlaces: boolean;
	places: number;
	bundleLoadedByCall: boolean;
	called: string;
	loadedAnswer: string;
	bundleAnswer: string;
}

/** Runs in a fresh process: loads the node as n8n does, then calls one of its functions. */
const PROBE = `
const file = process.argv[1];
const code = file.replace(/\\.node\\.js$/, '.code.js');
const { nodeSnapshot, exportedClass, valueAt } = require(${JSON.stringify(join(ROOT, 'dist/nodes/shared/nodeSnapshot.js'))});
const exported = require(file);
const Loaded = exportedClass(exported);
const loaded = new Loaded();
const bundleLoadedByConstructing = require.cache[code] !== undefined;
const bundled = new (exportedClass(require(code)))();
delete require.cache[code];
const places = (instance) => nodeSnapshot(instance).functions.map((place) => place.join('.')).sort().join();
// A context whose every use throws, naming what was used: the function's answer, or the first
// thing it asks n8n for.
const context = new Proxy({}, { get: (_, key) => { throw new Error('asked for ' + String(key)); } });
const place = nodeSnapshot(bundled).functions.find((candidate) => candidate[0] !== 'description') ?? nodeSnapshot(bundled).functions[0];
const answer = async (fn) => {
	try { return 'returned ' + JSON.stringify(await fn.call(context, {})); } catch (error) { return 'threw ' + error.message; }
};
(async () => {
	const loadedAnswer = await answer(valueAt(loaded, place));
	const bundleLoadedByCall = require.cache[code] !== undefined;
	const bundleAnswer = await answer(valueAt(bundled, place));
	process.stdout.write(JSON.stringify({
		className: Loaded.name,
		bundleLoadedByConstructing,
		sameDescription: JSON.stringify(loaded.description) === JSON.stringify(bundled.description),
		samePlaces: places(loaded) === places(bundled),
		places: nodeSnapshot(bundled).functions.length,
		bundleLoadedByCall,
		called: place.join('.'),
		loadedAnswer,
		bundleAnswer,
	}));
})();
`;

const probe = (file: string) =>
	JSON.parse(
		execFileSync(process.execPath, ['-e', PROBE, join(ROOT, file)], { encoding: 'utf8' }),
	) as Report;

/** The nodes a snapshot holds; the others ship their bundle whole (gulpfile.js, snapshotFits). */
const WHOLE = ['dist/nodes/PlatformAdsTrigger/PlatformAdsTrigger.node.js'];
const lazy = nodes.filter((file) => !WHOLE.includes(file));

test('only the Ads Trigger is loaded whole, and it keeps its hourly Poll Times when n8n adds them', () => {
	for (const file of nodes)
		expect(existsSync(join(ROOT, file.replace(/\.node\.js$/, '.code.js')))).toBe(
			!WHOLE.includes(file),
		);
	const exported = require(join(ROOT, WHOLE[0])) as Record<string, new () => INodeType>;
	const { properties } = new (Object.values(exported)[0])().description;
	// What n8n's loader does to a polling node: its own Poll Times, every minute, in front.
	properties.unshift({
		displayName: 'Poll Times',
		name: 'pollTimes',
		type: 'fixedCollection',
		default: { item: [{ mode: 'everyMinute' }] },
	});
	expect(properties[0].default).toEqual({ item: [{ mode: 'everyHour' }] });
});

describe.each(lazy)('%s', (file) => {
	let report: Report;
	beforeAll(() => {
		report = probe(file);
	}, 30_000);

	it('is constructed without its bundle', () => {
		expect(report.bundleLoadedByConstructing).toBe(false);
		expect(report.className).toBe(file.replace(/^.*\/|\.node\.js$/g, ''));
	});

	it("has the bundle's description and functions at the bundle's places", () => {
		expect(report.sameDescription).toBe(true);
		expect(report.samePlaces).toBe(true);
		expect(report.places).toBeGreaterThan(0);
	});

	it("runs the bundle's function when one of its functions is called", () => {
		expect(report.bundleLoadedByCall).toBe(true);
		expect(report.loadedAnswer).toBe(report.bundleAnswer);
		// The function used the context it was called with.
		expect(report.loadedAnswer).toMatch(/^threw asked for \w+|^returned /);
	});
});
