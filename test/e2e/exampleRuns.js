'use strict';
// Running a workflow inside the n8n server and reading what its nodes gave: for the suites that
// run the examples (examples, ads-keep).

/** The JSON of the items a node of an execution gave on its first output. */
const nodeOutput = (execution, node) =>
	execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);

/** Runs a workflow from a trigger as the editor does and asserts that it succeeded. */
const workflowRunner = (h, rest, assert) => async (id, trigger) => {
	const execution = await h.runWorkflowInServer(rest, id, trigger);
	assert(
		execution.status === 'success',
		`${id}: execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
	);
	return execution;
};

module.exports = { nodeOutput, workflowRunner };
