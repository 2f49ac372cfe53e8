'use strict';
// Helpers of the trigger's attack suite: raw HTTP deliveries (repeated headers, compressed or
// multipart bodies), counting a workflow's runs through n8n's REST API, and waiting for a
// webhook to be reachable (n8n 2.x registers webhooks in the background after activation).
const http = require('node:http');

/**
 * POSTs raw bytes with headers as given (an array value is sent as that many header lines) and
 * gives status, content type and body text.
 */
function rawPost(url, body, headers) {
	return new Promise((resolve, reject) => {
		const request = http.request(
			url,
			{ method: 'POST', headers: { 'content-length': body.length, ...headers }, timeout: 60_000 },
			(response) => {
				const chunks = [];
				response.on('data', (chunk) => chunks.push(chunk));
				response.on('end', () =>
					resolve({
						status: response.statusCode,
						type: response.headers['content-type'] ?? '',
						text: Buffer.concat(chunks).toString('utf8'),
					}),
				);
				response.on('error', reject);
			},
		);
		request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 60 s`)));
		request.on('error', reject);
		request.end(body);
	});
}

/** The workflow's ended executions and those still running (n8n counts only ended ones). */
async function runCounts(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const result = await rest.call('GET', `/rest/executions?filter=${filter}&limit=100`);
	if (result.status !== 200)
		throw new Error(`executions of ${workflowId}: ${result.status} ${result.text.slice(0, 300)}`);
	const running = result.json.data.results.filter((execution) =>
		['new', 'running'].includes(execution.status),
	).length;
	return { ended: result.json.data.count, running };
}

/**
 * The number of runs once nothing is running and the count held still for `quietMs`, or once
 * `ms` are over: every run a burst of deliveries started, including late ones.
 */
async function settledRuns(rest, workflowId, { ms = 120_000, quietMs = 2500 } = {}) {
	const deadline = Date.now() + ms;
	let last = -1;
	let stableSince = Date.now();
	for (;;) {
		const { ended, running } = await runCounts(rest, workflowId);
		if (ended !== last || running) {
			last = ended;
			stableSince = Date.now();
		}
		if (Date.now() - stableSince >= quietMs || Date.now() > deadline) return ended;
		await new Promise((resolve) => setTimeout(resolve, 300));
	}
}

/** Waits until GET `url` is answered by the workflow's webhook (anything but 404). */
async function waitForWebhook(url, ms = 30_000) {
	const deadline = Date.now() + ms;
	let status;
	while (Date.now() < deadline) {
		status = (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;
		if (status !== 404) return status;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`${url} still answered ${status} after ${ms} ms`);
}

/** A multipart/form-data body with one field, and its content type. */
function multipartBody(name, value) {
	const boundary = 'triggerattackboundary';
	const body = Buffer.from(
		`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
	);
	return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Runs `send` over every item with `width` requests in flight at any time. The n8n servers of the
 * tests keep their data in SQLite; 500 requests at once time out its connection check, after
 * which n8n answers 503 to everything, so bursts stay at a width n8n itself can take.
 */
async function inFlight(items, width, send) {
	const results = new Array(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await send(items[index]);
		}
	};
	await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
	return results;
}

module.exports = { inFlight, rawPost, runCounts, settledRuns, waitForWebhook, multipartBody };
