// Copies the icons to dist/icons/, where the nodes' and credentials' `file:` icons point, then
// replaces each file n8n loads (package.json's `n8n.nodes` and `n8n.credentials`): a credential
// with one bundled file, a node with a small file that reads the node's snapshot and requires
// its bundle on first use (see bundleLoadedFiles). The package ships only those files, snapshots
// and bundles (package.json's `files`), their codex files and the icons.
const fs = require('fs');
const path = require('path');
const { builtinModules } = require('module');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);
task('build:bundles', bundleLoadedFiles);

/** Returns the stream, so gulp waits until every icon is written. */
function copyIcons() {
	return src('icons/*.{png,svg}', { encoding: false }).pipe(dest('dist/icons'));
}

/**
 * n8n requires every node on each start. Compiled by tsc, the core node is some 300 files,
 * each resolved, read and wrapped on its own; one file per node, bundled from the TypeScript
 * sources (esbuild hoists them into one scope), loads in about half the time. A node's bundle
 * goes beside where tsc wrote the node's file (package.json's `n8n.nodes`), and that file becomes
 * the small one of writeLoadedNode, so icons, given relative to it, are found as before; tsc's other files stay in dist/ for the scripts and tests that read them,
 * and stay out of the package. A credential is bundled the same way: tsc's file requires the
 * shared fields and nodes/shared modules, which the package does not ship.
 *
 * The merge of identical properties (nodes/shared/descriptions/mergeIdenticalProperties.ts) is
 * planned here, once, from tsc's compiled nodes, and each bundle carries its node's plan.
 * Then each bundle is checked: it requires only n8n-workflow and Node's own modules, and it
 * describes the node or credential exactly as tsc's output does.
 */
async function bundleLoadedFiles() {
	const { n8n } = require('./package.json');
	const { mergePlans } = require('./dist/nodes/shared/descriptions/mergePlans.js');
	for (const file of n8n.credentials) await bundle(file, (credential) => credential);
	for (const file of n8n.nodes) {
		const code = file.replace(/\.node\.js$/, '.code.js');
		const described = (node) => node.description;
		const plugins = (node) => [
			withMergePlan(node.description.name, mergePlans[node.description.name]),
		];
		if (!snapshotFits(file)) {
			await bundle(file, described, plugins);
			continue;
		}
		await bundle(file, described, plugins, code);
		await writeLoadedNode(file, code);
	}
}

/** One CommonJS file for Node, with n8n-workflow (n8n's own) left outside. */
const BUNDLE_OPTIONS = {
	allowOverwrite: true,
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'cjs',
	external: ['n8n-workflow'],
	sourcemap: true,
	sourcesContent: false,
	logLevel: 'warning',
};

/**
 * Bundles one loaded file in place of tsc's output. `described` picks what n8n reads of the
 * exported class's instance, compared before and after; `pluginsFor` gives esbuild's plugins for
 * that instance.
 */
async function bundle(file, described, pluginsFor = () => [], into = file) {
	const esbuild = require('esbuild');
	const outfile = path.resolve(into);
	const compiled = onlyType(require(path.resolve(file)));
	const json = JSON.stringify(described(compiled));
	await esbuild.build({
		entryPoints: [file.replace(/^dist\//, '').replace(/\.js$/, '.ts')],
		outfile,
		...BUNDLE_OPTIONS,
		plugins: pluginsFor(compiled),
	});
	checkRequires(file, fs.readFileSync(outfile, 'utf8'));
	delete require.cache[outfile];
	const bundled = JSON.stringify(described(onlyType(require(outfile))));
	if (bundled !== json) throw new Error(`${file}: the bundle describes it differently`);
}

/**
 * n8n constructs every node on each start and runs its code only when a workflow uses it. So the
 * node's bundle goes beside the file n8n loads (`<Node>.code.js`), with a snapshot of the
 * instance it constructs (`<Node>.snapshot.json`: the description, and where each function is),
 * and the file n8n loads becomes a small one that reads the snapshot and requires the bundle on
 * the first call of any of its functions (nodes/shared/nodeSnapshot.ts). Checked: it describes
 * the node as tsc's output does, with a function at the same places.
 */
async function writeLoadedNode(file, code) {
	const esbuild = require('esbuild');
	const { nodeSnapshot } = require('./dist/nodes/shared/nodeSnapshot.js');
	const outfile = path.resolve(file);
	const exported = require(outfile);
	const className = Object.keys(exported).find((key) => typeof exported[key] === 'function');
	const compiled = new exported[className]();
	const codeFile = path.resolve(code);
	delete require.cache[codeFile];
	const snapshot = nodeSnapshot(onlyType(require(codeFile)));
	const snapshotFile = `./${path.basename(file, '.node.js')}.snapshot.json`;
	fs.writeFileSync(path.resolve(path.dirname(file), snapshotFile), JSON.stringify(snapshot));
	const loadedFiles = [snapshotFile, `./${path.basename(code)}`];
	await esbuild.build({
		stdin: {
			contents: [
				"import { lazyNodeType } from './nodes/shared/nodeSnapshot';",
				`export const ${className} = lazyNodeType(${JSON.stringify(className)}, require(${JSON.stringify(snapshotFile)}), () => require(${JSON.stringify(loadedFiles[1])}));`,
			].join('\n'),
			resolveDir: __dirname,
			sourcefile: file,
			loader: 'ts',
		},
		outfile,
		...BUNDLE_OPTIONS,
		plugins: [
			{
				name: 'beside',
				setup(build) {
					build.onResolve({ filter: /^\.\/[^/]+$/ }, (args) =>
						loadedFiles.includes(args.path) ? { path: args.path, external: true } : undefined,
					);
				},
			},
		],
	});
	checkRequires(file, fs.readFileSync(outfile, 'utf8'), loadedFiles);
	delete require.cache[outfile];
	const loaded = onlyType(require(outfile));
	if (JSON.stringify(loaded.description) !== JSON.stringify(compiled.description))
		throw new Error(`${file}: the snapshot describes the node differently`);
	const places = (instance) =>
		nodeSnapshot(instance)
			.functions.map((place) => place.join('.'))
			.sort();
	if (loaded.constructor.name !== className || places(loaded).join() !== places(compiled).join())
		throw new Error(`${file}: the snapshot has another class name, or functions at other places`);
}

/**
 * Whether a snapshot can hold the node: not when its instance holds what JSON cannot give back
 * as it is (the Ads Trigger's properties, an array of its own class). Such a node ships its
 * bundle whole, loaded at once as before; it is small.
 */
function snapshotFits(file) {
	const { nodeSnapshot, SnapshotError } = require('./dist/nodes/shared/nodeSnapshot.js');
	try {
		nodeSnapshot(onlyType(require(path.resolve(file))));
		return true;
	} catch (error) {
		if (!(error instanceof SnapshotError)) throw error;
		console.log(`${file}: loaded whole (${error.message})`);
		return false;
	}
}

/** An instance of the class a node or credential file exports. */
function onlyType(exported) {
	return new (Object.values(exported).find((value) => typeof value === 'function'))();
}

/** Writes the node's merge plan into the bundle in place of the empty mergePlans.ts. */
function withMergePlan(name, plan) {
	const plans = plan ? { [name]: plan } : {};
	return {
		name: 'merge-plan',
		setup(build) {
			build.onLoad({ filter: /[\\/]shared[\\/]descriptions[\\/]mergePlans\.ts$/ }, () => ({
				contents: `export const mergePlans = ${JSON.stringify(plans)};`,
				loader: 'js',
			}));
		},
	};
}

/** n8n gives community nodes n8n-workflow and Node's modules, nothing else: the rest is inside. */
function checkRequires(file, code, beside = []) {
	const required = [...code.matchAll(/\brequire\(([^)]*)\)/g)].map(([, argument]) => argument);
	const allowed = (argument) => {
		const name = argument.replace(/^["']|["']$/g, '');
		return (
			name === 'n8n-workflow' ||
			builtinModules.includes(name.replace(/^node:/, '')) ||
			beside.includes(name)
		);
	};
	const others = required.filter((argument) => !allowed(argument));
	if (others.length > 0) throw new Error(`${file}: the bundle still requires ${others.join(', ')}`);
}
