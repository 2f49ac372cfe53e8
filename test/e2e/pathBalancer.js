'use strict';
// The deployment that closes simultaneous duplicates in queue mode (docs/queue-mode.md): a load
// balancer in front of the webhook processors that sends every request for one webhook path to
// the same processor, chosen by a hash of the path (as nginx's `hash $uri consistent` or
// HAProxy's `balance uri` do). Both copies of an event then reach one process, whose in-process
// record of taken events lets only one through. Loopback only; counts what each processor got.
const { createHash } = require('node:crypto');
const http = require('node:http');

/** The index of the upstream a path goes to: the same for the same path, whatever the query. */
function upstreamOf(url, count) {
	const pathname = new URL(url, 'http://balancer').pathname;
	return createHash('sha256').update(pathname).digest().readUInt32BE(0) % count;
}

/**
 * Starts the balancer in front of `upstreams` (base URLs such as http://127.0.0.1:5679/).
 * Resolves with { url, requests: per upstream, by path, close() }.
 */
async function startPathBalancer(upstreams) {
	const targets = upstreams.map((base) => new URL(base));
	/** requests[i][path]: how many requests for that path went to upstream i. */
	const requests = targets.map(() => ({}));
	const server = http.createServer((incoming, answer) => {
		const index = upstreamOf(incoming.url, targets.length);
		const { pathname } = new URL(incoming.url, 'http://balancer');
		requests[index][pathname] = (requests[index][pathname] ?? 0) + 1;
		const target = targets[index];
		const forwarded = http.request(
			{
				host: target.hostname,
				port: target.port,
				method: incoming.method,
				path: incoming.url,
				headers: { ...incoming.headers, host: target.host },
			},
			(upstream) => {
				answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
				upstream.pipe(answer);
			},
		);
		forwarded.once('error', (error) => {
			if (!answer.headersSent) answer.writeHead(502, { 'content-type': 'text/plain' });
			answer.end(`balancer: ${error.message}`);
		});
		incoming.pipe(forwarded);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}/`,
		requests,
		close: () =>
			new Promise((resolve) => {
				server.close(resolve);
				server.closeAllConnections();
			}),
	};
}

module.exports = { startPathBalancer, upstreamOf };
