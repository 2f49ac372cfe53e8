import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { LOADED, packBuild, ROOT, type PackedPackage } from './packedPackage';

/**
 * The file n8n loads is the node: each node and credential loaded from the packed package, in a
 * fresh process with only n8n-workflow beside it as in a user's n8n, constructs the same instance
 * as its TypeScript source (every field, with a function at the same places, and the same class
 * methods); and n8n's own loader (n8n-core's PackageDirectoryLoader) loads them all.
 */

/** An instance as JSON: its fields, "[function]" where a function is, its class's methods. */
const SHAPE = `(instance) => JSON.stringify({
	fields: instance,
	methods: Object.getOwnPropertyNames(Object.getPrototypeOf(instance)).filter((name) => name !== 'constructor').sort(),
}, (_key, value) => (typeof value === 'function' ? '[function]' : value))`;
const shapeOf = eval(SHAPE) as (instance: object) => string;

/** Runs in a fresh process: each loaded file of the package, required and constructed. */
const PROBE = `
const path = require('node:path');
const shapeOf = ${SHAPE};
const shapes = {};
for (const file of ${JSON.stringify(LOADED)}) {
	const exported = require(path.join(process.argv[1], file));
	const type = Object.values(exported).find((value) => typeof value === 'function');
	shapes[file] = shapeOf(new type());
}
process.stdout.write(JSON.stringify(shapes));
`;

/** Runs in a fresh process: n8n-core's loader on the package, as n8n loads a community package. */
const N8N_LOADER = `
const { PackageDirectoryLoader } = require(${JSON.stringify(join(ROOT, 'node_modules/n8n-core'))});
const loader = new PackageDirectoryLoader(process.argv[1]);
loader.loadAll().then(() => process.stdout.write(JSON.stringify({
	nodes: loader.types.nodes.map(({ name }) => name),
	credentials: loader.types.credentials.map(({ name }) => name),
})));
`;

/**
 * Runs in a fresh process: n8n-core's lazy loader, which n8n uses for a community package, on the
 * package, then the eager one. The lazy loader reads the nodes' and credentials' descriptions from
 * dist/known and dist/types (written by the build with n8n-core's own `n8n-generate-metadata`)
 * and requires no node until a workflow uses it; they must say what the eager loader reads from
 * the nodes themselves.
 */
const N8N_LAZY_LOADER = `
const core = require(${JSON.stringify(join(ROOT, 'node_modules/n8n-core'))});
const dir = process.argv[1];
const lazy = new core.LazyPackageDirectoryLoader(dir);
lazy.loadAll().then(async () => {
	const requiredAtStart = Object.keys(require.cache).filter((file) => file.startsWith(dir));
	const eager = new core.PackageDirectoryLoader(dir);
	await eager.loadAll();
	const described = (types) => JSON.stringify(types.nodes.map(({ __loadOptionsMethods, ...rest }) => rest));
	process.stdout.write(JSON.stringify({
		lazy: lazy.isLazyLoaded,
		requiredAtStart,
		nodes: lazy.types.nodes.map(({ name }) => name),
		sameNodes: described(lazy.types) === described(eager.types),
		sameCredentials: JSON.stringify(lazy.types.credentials) === JSON.stringify(eager.types.credentials),
		sameKnown: JSON.stringify(lazy.known) === JSON.stringify(eager.known),
	}));
});
`;

const run = (script: string, dir: string) =>
	JSON.parse(
		execFileSync(process.execPath, ['-e', script, dir], {
			cwd: dir,
			encoding: 'utf8',
			env: { PATH: process.env.PATH },
		}),
	) as unknown;

/** The source of a built file: dist/nodes/X/X.node.js is nodes/X/X.node.ts. */
const sourceOf = (file: string) => join(ROOT, file.replace(/^dist\//, '').replace(/\.js$/, '.ts'));

let packed: PackedPackage;
let shapes: Record<string, string>;

beforeAll(() => {
	packed = packBuild();
	shapes = run(PROBE, packed.dir) as Record<string, string>;
}, 60_000);

afterAll(() => packed?.remove());

test.each(LOADED)('%s constructs from the package exactly as from its source', (file) => {
	const exported = require(sourceOf(file)) as Record<string, unknown>;
	const type = Object.values(exported).find(
		(value) => typeof value === 'function',
	) as new () => object;
	const source = shapeOf(new type());
	expect(shapes[file]).toBe(source);
	// Not an empty shape: its fields list the properties of its panel.
	expect(source).toMatch(/"properties":\[\{"displayName"/);
});

test("n8n's own loader loads every node and credential of the package", () => {
	const loaded = run(N8N_LOADER, packed.dir) as { nodes: string[]; credentials: string[] };
	expect(loaded.nodes).toHaveLength(6);
	expect(loaded.credentials).toHaveLength(5);
	expect([...loaded.nodes, ...loaded.credentials].every((name) => /^platform\w+$/.test(name))).toBe(
		true,
	);
}, 60_000);

test("n8n's lazy loader reads the package's descriptions without requiring a node, as the eager one reads them", () => {
	const loaded = run(N8N_LAZY_LOADER, packed.dir) as Record<string, unknown>;
	expect(loaded).toEqual({
		lazy: true,
		requiredAtStart: [],
		nodes: expect.arrayContaining(['platformAdsTrigger', 'platformPollingTrigger']),
		sameNodes: true,
		sameCredentials: true,
		sameKnown: true,
	});
}, 60_000);
