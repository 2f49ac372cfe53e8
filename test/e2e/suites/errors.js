'use strict';
// Errors as n8n stores them for the editor: a local check that sent nothing is n8n's operation
// error (no HTTP code, so the editor shows no "From Platform" section and no "Error code: none"),
// on both action nodes, with and without Continue On Fail. (A not-found, the platform's error with
// its code and said once, is a base check of line.js.)
const { byType, chain, platformNode } = require('../workflows');

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const badUser = {
		authentication: 'oAuth1',
		resource: 'user',
		operation: 'getById',
		userId: 'not-a-number',
	};
	return [
		chain('PlatformErrLocal01', 'Errors: a local check (core)', [
			platformNode('Get user', 'platformCore', badUser, oauth1),
		]),
		chain('PlatformErrLocal02', 'Errors: a local check (ads)', [
			platformNode(
				'Get account',
				'platformAds',
				{
					authentication: 'oAuth1',
					resource: 'account',
					operation: 'get',
					accountId: { __rl: true, mode: 'id', value: '={{ "a/b" }}' },
				},
				oauth1,
			),
		]),
		chain('PlatformErrLocal03', 'Errors: a local check under Continue On Fail', [
			{
				...platformNode('Get user', 'platformCore', badUser, oauth1),
				onError: 'continueRegularOutput',
			},
		]),
	];
}

/** What the editor would show of a stored error, as a list of problems (empty: as it should be). */
function operationErrorProblems(error, messageStart) {
	return [
		error.name !== 'NodeOperationError' && `name ${JSON.stringify(error.name)}`,
		'httpCode' in error && `httpCode ${JSON.stringify(error.httpCode)}`,
		(error.messages ?? []).length > 0 && `raw messages ${JSON.stringify(error.messages)}`,
		!String(error.message).startsWith(messageStart) && `message ${JSON.stringify(error.message)}`,
		!/nothing was sent/i.test(String(error.description)) &&
			`description ${JSON.stringify(error.description)}`,
		error.context?.itemIndex !== 0 && `itemIndex ${JSON.stringify(error.context?.itemIndex)}`,
	].filter(Boolean);
}

async function run({ h, check, assert, rest, newRequests }) {
	for (const [workflow, node, messageStart] of [
		['PlatformErrLocal01', 'Get user', 'Item 1: User ID must be a numeric ID'],
		['PlatformErrLocal02', 'Get account', 'Item 1: Account must be an ID of letters and digits'],
	]) {
		await check(
			`${workflow}: a local check is stored as an operation error without an error code, inside n8n`,
			async () => {
				await newRequests();
				const execution = await h.runWorkflowInServer(rest, workflow, 'Start');
				assert(execution.status === 'error', `execution status ${execution.status}`);
				const stored = execution.data.resultData.error ?? {};
				const ofNode = execution.data.resultData.runData[node]?.[0]?.error ?? {};
				const problems = [
					...operationErrorProblems(stored, messageStart),
					...operationErrorProblems(ofNode, messageStart).map((problem) => `node: ${problem}`),
				];
				assert(problems.length === 0, problems.join('; '));
				const sent = (await newRequests()).filter((entry) => !entry.path.startsWith('/__emulator'));
				assert(sent.length === 0, `requests ${JSON.stringify(sent.map((entry) => entry.path))}`);
			},
		);
	}

	await check(
		'under Continue On Fail a local check becomes the item error, nothing sent, inside n8n',
		async () => {
			await newRequests();
			const execution = await h.runWorkflowInServer(rest, 'PlatformErrLocal03', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const items = execution.data.resultData.runData['Get user'][0].data.main[0];
			assert(items.length === 1, `items ${JSON.stringify(items)}`);
			assert(
				String(items[0].json.error).startsWith('Item 1: User ID must be a numeric ID'),
				`item ${JSON.stringify(items[0].json)}`,
			);
			assert(items[0].pairedItem?.item === 0, `paired ${JSON.stringify(items[0].pairedItem)}`);
			const sent = (await newRequests()).filter((entry) => !entry.path.startsWith('/__emulator'));
			assert(sent.length === 0, `requests ${JSON.stringify(sent.map((entry) => entry.path))}`);
		},
	);
}

module.exports = { workflows, run };
