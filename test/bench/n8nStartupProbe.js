'use strict';
// Preloaded into `n8n start` (NODE_OPTIONS=--require) by n8nStartup.bench.js, in its extra starts
// only, to say where n8n's start spends its time: it wraps, as n8n's modules load, the steps of
// n8n 1.x's node loading (LoadNodesAndCredentials: each directory loader, the post-processing;
// FrontendService.generateTypes, which writes the editor's node types) and appends one JSON line
// per step to the file named by BENCH_STARTUP_PROBE_OUT: {step, ms, cpuMs} (wall time, and the
// process's CPU time, user and system, which a neighbour's load disturbs less).
const fs = require('node:fs');
const Module = require('node:module');

const out = process.env.BENCH_STARTUP_PROBE_OUT;
const record = (step, ms, cpuMs) =>
	fs.appendFileSync(out, `${JSON.stringify({ step, ms, cpuMs })}\n`);

/** Replaces `object[name]` (an async method) by one that records its time under `step(args)`. */
function timeMethod(object, name, step) {
	const original = object[name];
	object[name] = async function (...args) {
		const started = process.hrtime.bigint();
		const cpu = process.cpuUsage();
		try {
			return await original.apply(this, args);
		} finally {
			const { user, system } = process.cpuUsage(cpu);
			record(step(args), Number(process.hrtime.bigint() - started) / 1e6, (user + system) / 1000);
		}
	};
}

const patched = new Set();
const load = Module._load;
Module._load = function (...args) {
	const exported = load.apply(this, args);
	const loader = exported?.LoadNodesAndCredentials;
	if (typeof loader === 'function' && !patched.has(loader)) {
		patched.add(loader);
		timeMethod(loader.prototype, 'init', () => 'LoadNodesAndCredentials.init');
		timeMethod(loader.prototype, 'postProcessLoaders', () => 'postProcessLoaders');
		timeMethod(
			loader.prototype,
			'runDirectoryLoader',
			([, directory]) => `load ${String(directory).split('/node_modules/').pop()}`,
		);
	}
	const frontend = exported?.FrontendService;
	if (typeof frontend === 'function' && !patched.has(frontend)) {
		patched.add(frontend);
		timeMethod(frontend.prototype, 'generateTypes', () => 'generateTypes');
	}
	return exported;
};
