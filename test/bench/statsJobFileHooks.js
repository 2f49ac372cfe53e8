'use strict';
// n8n external hooks (EXTERNAL_HOOK_FILES) for the stats job file benchmark, loaded by the
// `n8n execute` process that runs one side: they measure inside n8n, where the nodes run.
// - workflow.preExecute: a full garbage collection, then the kernel's peak-RSS mark of this
//   process reset to the current RSS (writing 5 to /proc/self/clear_refs), so the peak read at
//   the end is the peak of this execution alone, exact (no sampling that a long synchronous
//   JSON.parse or loop could miss).
// - workflow.postExecute: each node's own time (n8n's executionTime), output item count and first
//   row, the peak RSS (VmHWM) and the RSS at the start, written to BENCH_HOOK_OUT; then the run
//   data is emptied so that `n8n execute` does not print 100,000 items after the measure.
// postExecute runs after n8n has handled saving (the workflows save no successful execution).
const fs = require('node:fs');
const { setFlagsFromString } = require('node:v8');
const { runInNewContext } = require('node:vm');

/** node's gc(), obtained by turning the flag on at run time (n8n is started without it). */
function collector() {
	try {
		setFlagsFromString('--expose-gc');
		return runInNewContext('gc');
	} catch {
		return () => {};
	}
}
const collectGarbage = collector();

/** A field of /proc/self/status in kB (VmRSS, VmHWM). */
const statusKb = (field) =>
	Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);

let start;

module.exports = {
	workflow: {
		preExecute: [
			async function () {
				collectGarbage();
				fs.writeFileSync('/proc/self/clear_refs', '5');
				start = { rssKb: statusKb('VmRSS'), at: Date.now() };
			},
		],
		postExecute: [
			async function (run) {
				const peakKb = statusKb('VmHWM');
				const runData = run?.data?.resultData?.runData ?? {};
				const nodes = Object.fromEntries(
					Object.entries(runData).map(([name, [task]]) => [
						name,
						{
							ms: task.executionTime,
							startTime: task.startTime,
							items: task.data?.main?.[0]?.length ?? 0,
							// A row to compare the two paths by (not a whole file held in one item).
							first: task.data?.main?.[0]?.length > 1 ? task.data.main[0][0].json : undefined,
							error: task.error?.message,
						},
					]),
				);
				const summary = {
					startRssKb: start?.rssKb,
					peakKb,
					wallMs: start ? Date.now() - start.at : undefined,
					status: run?.status,
					error: run?.data?.resultData?.error?.message,
					nodes,
				};
				if (process.env.BENCH_HOOK_OUT)
					fs.writeFileSync(process.env.BENCH_HOOK_OUT, JSON.stringify(summary));
				if (run?.data?.resultData) run.data.resultData.runData = {};
			},
		],
	},
};
