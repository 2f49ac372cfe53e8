'use strict';
// `npm start`: runs the demo (scripts/demo.js: installs what is missing, builds, then the emulator
// and a real n8n with the examples) in a process group of its own, and stops it on SIGINT or
// SIGTERM, or when npm itself is gone. package.json runs this with `exec`: npm forwards the signals
// it receives to its script's shell, and a shell running a command waits for it without passing
// them on; exec makes this process the one npm signals. The demo's group holds every step it runs
// (npm ci, the build, n8n's install and command line); the demo stops n8n (a group of its own)
// and the emulator, and what is left of its group is killed when it exits or after GRACE_MS.
const { spawn } = require('node:child_process');
const path = require('node:path');

/** The demo's own stop (n8n up to 7 s, the emulator) before its group is killed. */
const GRACE_MS = 8_500;

const demo = spawn(process.execPath, [path.join(__dirname, 'demo.js')], {
	detached: true,
	stdio: ['ignore', 'inherit', 'inherit'],
});

function signalDemo(signal) {
	try {
		process.kill(-demo.pid, signal);
	} catch {
		// the group is empty: nothing left to stop
	}
}

let stopping = false;
function stop(reason) {
	if (stopping) return;
	stopping = true;
	console.log(`\n${reason}: stopping n8n and the emulator`);
	signalDemo('SIGTERM');
	setTimeout(() => signalDemo('SIGKILL'), GRACE_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// npm gone without forwarding a signal (killed, or its terminal closed): this is reparented.
const parent = process.ppid;
setInterval(() => {
	if (process.ppid !== parent) stop('npm has exited');
}, 1_000).unref();

demo.on('exit', (code) => {
	signalDemo('SIGKILL');
	process.exit(stopping ? 0 : (code ?? 1));
});
