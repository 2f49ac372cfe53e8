'use strict';
// Runs a plain JS benchmark on its own (`node test/bench/<name>.bench.js`): prints its result
// and exits 1 when it says it is not ok (an event refused or lost) or fails.
function runStandalone(run) {
	// The harness stops its children on exit; make Ctrl-C an exit.
	for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
	run().then(
		(result) => {
			console.log(JSON.stringify(result, null, 2));
			process.exitCode = result.ok ? 0 : 1;
		},
		(error) => {
			console.error(error);
			process.exitCode = 1;
		},
	);
}

module.exports = { runStandalone };
