'use strict';
// What the end-to-end run produced, recorded for the secret scan (scanSecrets.js): the output
// items and errors of every execution the n8n server stored (read through its REST API at the
// end of the run), of every `n8n execute` run, every credential test's answer, and n8n's log.
const fs = require('node:fs');

const { writeRecords } = require('./recordingFormat');

const FILE = `e2e-${process.pid}.jsonl`;

/** Item and error records of one run's data (n8n's IRun / execution `data`). */
function runRecords(source, data) {
	const records = [];
	const resultData = data?.resultData ?? {};
	for (const [node, tasks] of Object.entries(resultData.runData ?? {})) {
		for (const task of tasks ?? []) {
			for (const output of Object.values(task.data ?? {}).flat()) {
				for (const item of output ?? []) {
					const binary = Object.fromEntries(
						Object.entries(item.binary ?? {}).map(([key, { data: _bytes, ...metadata }]) => [
							key,
							metadata,
						]),
					);
					records.push({
						kind: 'item',
						source: `${source} ${node}`,
						value: { json: item.json, binary },
					});
				}
			}
			if (task.error)
				records.push({ kind: 'error', source: `${source} ${node}`, value: task.error });
		}
	}
	if (resultData.error) records.push({ kind: 'error', source, value: resultData.error });
	return records;
}

/** Records what the harness's n8n execute runs and credential tests return, as they return it. */
function instrument(h) {
	const { executeWorkflow, testCredential } = h;
	h.executeWorkflow = async (env, id) => {
		const run = await executeWorkflow(env, id);
		writeRecords(FILE, runRecords(`n8n execute ${id}`, run.data));
		return run;
	};
	h.testCredential = async (rest, credential, overrides) => {
		const result = await testCredential(rest, credential, overrides);
		writeRecords(FILE, [
			{
				kind: result.status === 'OK' ? 'item' : 'error',
				source: `credential test ${credential.type}`,
				value: result,
			},
		]);
		return result;
	};
}

/** Every execution the server stored, all workflows, read 100 at a time (newest first). Returns how many. */
async function recordExecutions(h, rest) {
	let lastId;
	let count = 0;
	for (;;) {
		const query = `limit=100${lastId ? `&lastId=${lastId}` : ''}`;
		const answer = await rest.call('GET', `/rest/executions?${query}`);
		const page = answer.json?.data?.results ?? [];
		if (answer.status !== 200 || page.length === 0) break;
		for (const { id } of page) {
			const execution = await h.getExecution(rest, id);
			writeRecords(FILE, runRecords(`execution ${id} of ${execution.workflowId}`, execution.data));
			count++;
		}
		const next = page.map((e) => Number(e.id)).reduce((a, b) => Math.min(a, b));
		if (lastId === String(next)) break;
		lastId = String(next);
	}
	return count;
}

/** Each line of a log file, as a log record. */
function recordLog(source, file) {
	if (!fs.existsSync(file)) return 0;
	const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
	writeRecords(
		FILE,
		lines.map((line) => ({ kind: 'log', source, value: line })),
	);
	return lines.length;
}

module.exports = { instrument, recordExecutions, recordLog, runRecords };
