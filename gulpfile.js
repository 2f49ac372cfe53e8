// Copies the static assets (icons) next to the compiled nodes and credentials, as n8n loads
// them relative to the .js files in dist/; then replaces each node's compiled file with one
// bundled file (see bundleNodes).
const fs = require('fs');
const path = require('path');
const { builtinModules } = require('module');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);
task('build:bundles', bundleNodes);

function copyIcons() {
	const nodeSource = path.resolve('nodes', '**', '*.{png,svg}');
	const nodeDestination = path.resolve('dist', 'nodes');
	src(nodeSource, { encoding: false }).pipe(dest(nodeDestination));

	const iconSource = path.resolve('icons', '*.{png,svg}');
	src(iconSource, { encoding: false }).pipe(dest(path.resolve('dist', 'icons')));

	const credSource = path.resolve('credentials', '**', '*.{png,svg}');
	const credDestination = path.resolve('dist', 'credentials');
	return src(credSource, { encoding: false }).pipe(dest(credDestination));
}

/**
 * n8n requires every node on each start. Compiled by tsc, the core node is some 300 files,
 * each resolved, read and wrapped on its own; one file per node, bundled from the TypeScript
 * sources (esbuild hoists them into one scope), loads in about half the time. The bundle goes
 * where tsc wrote the node's file (package.json's `n8n.nodes`), so icons, given relative to it,
 * are found as before; tsc's other files stay for the scripts and tests that read them.
 *
 * The merge of identical properties (nodes/shared/descriptions/mergeIdenticalProperties.ts) is
 * planned here, once, from tsc's compiled nodes, and each bundle carries its node's plan.
 * Then each bundle is checked: it requires only n8n-workflow and Node's own modules, and its
 * description is the compiled node's.
 */
async function bundleNodes() {
	const esbuild = require('esbuild');
	const { n8n } = require('./package.json');
	const compiled = n8n.nodes.map((file) => {
		const description = onlyType(require(path.resolve(file))).description;
		return { file, name: description.name, json: JSON.stringify(description) };
	});
	const { mergePlans } = require('./dist/nodes/shared/descriptions/mergePlans.js');
	for (const { file, name, json } of compiled) {
		const outfile = path.resolve(file);
		await esbuild.build({
			entryPoints: [file.replace(/^dist\//, '').replace(/\.js$/, '.ts')],
			outfile,
			allowOverwrite: true,
			bundle: true,
			platform: 'node',
			target: 'node20',
			format: 'cjs',
			external: ['n8n-workflow'],
			sourcemap: true,
			sourcesContent: false,
			logLevel: 'warning',
			plugins: [withMergePlan(name, mergePlans[name])],
		});
		checkRequires(file, fs.readFileSync(outfile, 'utf8'));
		delete require.cache[outfile];
		const bundled = JSON.stringify(onlyType(require(outfile)).description);
		if (bundled !== json) throw new Error(`${file}: the bundle describes the node differently`);
	}
}

/** The node class a node file exports. */
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
function checkRequires(file, code) {
	const required = [...code.matchAll(/\brequire\(([^)]*)\)/g)].map(([, argument]) => argument);
	const allowed = (argument) => {
		const name = argument.replace(/^["']|["']$/g, '');
		return name === 'n8n-workflow' || builtinModules.includes(name.replace(/^node:/, ''));
	};
	const others = required.filter((argument) => !allowed(argument));
	if (others.length > 0) throw new Error(`${file}: the bundle still requires ${others.join(', ')}`);
}
