import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

import { type BenchResult, type BenchRow } from './benchResult';

const ROOT = resolve(__dirname, '../../../..');
const RUNS = 3;
/** The goal for the core node, with all its operations ("Never the bottleneck"). */
const GOAL_MS = 50;
/** n8n's own node for this platform, from the n8n that the end-to-end tests install. */
const BUILT_IN_NODE = join(
	process.env.N8N_CACHE_DIR ?? join(homedir(), '.cache', 'n8n-nodes-platform'),
	'n8n-1.123.81/node_modules/n8n-nodes-base/dist/nodes/Twitter/Twitter.node.js',
);

/**
 * Run in a fresh process: require the file as n8n's loader does, make the class it exports, and
 * measure the description n8n keeps (the newest version's, for a versioned node).
 */
const PROBE = `
// n8n has n8n-workflow loaded before it loads any community node: load it outside the timer.
require(require.resolve('n8n-workflow', { paths: [require('node:path').dirname(process.argv[1])] }));
const start = process.hrtime.bigint();
const exported = require(process.argv[1]);
const Type = Object.values(exported).find((value) => typeof value === 'function');
const instance = new Type();
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const versions = instance.nodeVersions;
const description = versions ? versions[Math.max(...Object.keys(versions).map(Number))].description : instance.description ?? instance;
const properties = description.properties ?? [];
process.stdout.write(JSON.stringify({ ms, bytes: JSON.stringify(description).length, properties: properties.length }));
`;

interface Probe {
	ms: number;
	bytes: number;
	properties: number;
}

/** The median require time of RUNS fresh processes, and the description's size. */
function probe(file: string): Probe {
	const runs = Array.from(
		{ length: RUNS },
		() =>
			JSON.parse(
				execFileSync(process.execPath, ['-e', PROBE, file], { encoding: 'utf8' }),
			) as Probe,
	);
	runs.sort((a, b) => a.ms - b.ms);
	return runs[Math.floor(RUNS / 2)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function coldLoad(): Promise<BenchResult> {
	const manifest = require(join(ROOT, 'package.json')).n8n as {
		nodes: string[];
		credentials: string[];
	};
	const files = [...manifest.nodes, ...manifest.credentials];
	const probes = files.map((file) => ({ file, ...probe(join(ROOT, file)) }));
	const builtIn = existsSync(BUILT_IN_NODE) ? probe(BUILT_IN_NODE) : undefined;
	const core = probes[0];
	// The built-in node, measured in the same run: every ratio compares figures of one moment.
	const none = { baseline: builtIn ? '' : 'n8n not installed', ratio: '' };
	const against = (time: number) =>
		builtIn
			? { baseline: ms(builtIn.ms), ratio: `${(time / builtIn.ms).toFixed(1)}x the time` }
			: none;
	const rows: BenchRow[] = probes.map(({ file, ms: time, bytes, properties }) => ({
		measure: `${file.replace(/^dist\//, '')}: require, description`,
		ours: `${ms(time)}, ${kb(bytes)} (${properties} properties)`,
		...(file.includes('/nodes/') ? against(time) : { baseline: '', ratio: '' }),
	}));
	// What the first call of a node's function adds once: its bundle (see gulpfile.js). A node
	// shipped whole (the Ads Trigger) has none: its file's row is all it costs.
	const bundles = manifest.nodes
		.map((file) => file.replace(/\.node\.js$/, '.code.js'))
		.filter((bundle) => existsSync(join(ROOT, bundle)));
	for (const bundle of bundles) {
		const { ms: time } = probe(join(ROOT, bundle));
		rows.push({
			measure: `${bundle.replace(/^dist\//, '')}: required on the node's first call, once`,
			ours: ms(time),
			baseline: '',
			ratio: '',
		});
	}
	// Our own goal (n8n sets no such limit): every node at most 5 times the built-in node's time,
	// in this run.
	const nodeProbes = probes.filter(({ file }) => file.includes('/nodes/'));
	const slowest = nodeProbes.reduce((worst, entry) => (entry.ms > worst.ms ? entry : worst));
	if (builtIn)
		rows.push({
			measure: "our goal, every node at most 5x n8n's built-in node: the slowest node",
			ours: `${ms(slowest.ms)} (${slowest.file.replace(/^.*\//, '')})`,
			baseline: `${ms(builtIn.ms)} (built-in node)`,
			ratio: `${(slowest.ms / builtIn.ms).toFixed(1)}x: ${slowest.ms <= 5 * builtIn.ms ? 'goal met' : 'goal missed'}`,
		});
	const total = probes.reduce((sum, entry) => sum + entry.ms, 0);
	rows.push({
		measure: 'every node and credential, one fresh process each (sum)',
		ours: ms(total),
		baseline: '',
		ratio: '',
	});
	rows.push({
		measure: "Platform (core) node against n8n's built-in node for this platform: require",
		ours: ms(core.ms),
		...against(core.ms),
	});
	rows.push({
		measure: 'the same: description size',
		ours: kb(core.bytes),
		baseline: builtIn ? kb(builtIn.bytes) : '',
		ratio: builtIn ? `${(core.bytes / builtIn.bytes).toFixed(1)}x larger` : '',
	});
	rows.push({
		measure: `core node cold load ≤ ${GOAL_MS} ms`,
		ours: ms(core.ms),
		baseline: builtIn ? `${ms(builtIn.ms)} (built-in node)` : none.baseline,
		ratio: core.ms <= GOAL_MS ? 'goal met' : 'goal missed',
	});
	return {
		name: 'Cold load',
		rows,
		notes: [
			`Median of ${RUNS} fresh Node processes per file: require and construct the class, as n8n's loader does (n8n-workflow, which n8n has loaded already, outside the timer); ` +
				"size: JSON of the description n8n keeps in memory and sends to the editor. Baseline: n8n-nodes-base's Twitter (X) node " +
				'of the n8n the end-to-end tests install (newest version), which covers far fewer operations; ratios are ours over it. ' +
				"A node's file is what `npm run build` writes (gulpfile.js): it reads the snapshot of the node's instance (description, with its identical properties merged, and where its functions are) " +
				'and requires the node\'s bundle on the first call of one of its functions, measured apart (docs/architecture.md, "Cold load").',
		],
	};
}
