'use strict';
// Long installs (the dev dependencies, n8n, Node 24) print nothing for minutes: npm runs them with
// --loglevel=error, and shows no progress bar without a terminal. runWithProgress runs such a
// command in a child (`node scripts/progress.js <what> <usually> <command> [args...]`) that says,
// every 20 s, what is running, for how long so far and how long it usually takes; the child keeps
// ticking while a synchronous caller waits. Only Node's own modules: this runs before npm ci.
const { execFileSync, spawn } = require('node:child_process');

const TICK_MS = 20_000;

/** One line to stdout, with the time of day: `[15:04:05] message`. */
const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** "1 min 20 s", "40 s". */
function duration(ms) {
	const seconds = Math.round(ms / 1000);
	return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * Runs `command args` with `options` (cwd, env, timeout) to completion, its output shown as it
 * comes, and a progress line every 20 s: "still <what>: 1 min 20 s so far (usually <usually>)".
 * Throws when the command fails, as execFileSync does.
 */
function runWithProgress(what, usually, command, args, options = {}) {
	log(`${what} (usually ${usually})`);
	execFileSync(process.execPath, [__filename, what, usually, command, ...args], {
		...options,
		stdio: 'inherit',
	});
}

/** The child's side: runs the command and ticks until it ends, then ends with its exit code. */
function tickWhileRunning([what, usually, command, ...args]) {
	const started = Date.now();
	const child = spawn(command, args, { stdio: 'inherit' });
	const ticker = setInterval(
		() => log(`still ${what}: ${duration(Date.now() - started)} so far (usually ${usually})`),
		TICK_MS,
	);
	// Stopped on its own (not with its process group): the command stops too.
	for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
	child.on('error', (error) => {
		console.error(`${command}: ${error.message}`);
		process.exit(1);
	});
	child.on('exit', (code, signal) => {
		clearInterval(ticker);
		const end = signal
			? `stopped by ${signal}`
			: code === 0
				? 'done'
				: `failed (exit code ${code})`;
		log(`${what}: ${end} after ${duration(Date.now() - started)}`);
		process.exit(code ?? 1);
	});
}

if (require.main === module) tickWhileRunning(process.argv.slice(2));

module.exports = { log, runWithProgress };
