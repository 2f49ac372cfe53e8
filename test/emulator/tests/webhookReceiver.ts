import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small webhook receiver on loopback for tests: answers the platform's challenge (CRC) as a
 * subscriber app must (HMAC-SHA256 of the token with the consumer secret, computed here rather
 * than by the package, whose own answer the trigger's tests check), or misbehaves on purpose,
 * and records every request it gets.
 */
export type CrcBehaviour = 'answer' | 'wrong-token' | 'http-500' | 'too-slow';

export interface ReceivedRequest {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
	rawBody: string;
}

export interface WebhookReceiver {
	/** http://127.0.0.1:<port>/<path>, the callback URL to register. */
	url(path?: string): string;
	received: ReceivedRequest[];
	/** How the next challenges are answered; 'answer' at start. */
	behaviour: CrcBehaviour;
	close(): Promise<void>;
}

const crcResponse = (consumerSecret: string, crcToken: string) => ({
	response_token: `sha256=${createHmac('sha256', consumerSecret).update(crcToken, 'utf8').digest('base64')}`,
});

export async function startWebhookReceiver(consumerSecret: string): Promise<WebhookReceiver> {
	const received: ReceivedRequest[] = [];
	const receiver = { behaviour: 'answer' as CrcBehaviour };
	const server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			received.push({
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				rawBody: Buffer.concat(chunks).toString('utf8'),
			});
			const crcToken = new URL(request.url ?? '/', 'http://receiver').searchParams.get('crc_token');
			if (request.method !== 'GET' || crcToken === null) return void response.writeHead(200).end();
			const answer = (status: number, body: unknown) =>
				response
					.writeHead(status, { 'content-type': 'application/json' })
					.end(JSON.stringify(body));
			switch (receiver.behaviour) {
				case 'answer':
					return void answer(200, crcResponse(consumerSecret, crcToken));
				case 'wrong-token':
					return void answer(200, crcResponse('not-the-consumer-secret', crcToken));
				case 'http-500':
					return void answer(500, { error: 'broken' });
				case 'too-slow':
					return void setTimeout(() => answer(200, crcResponse(consumerSecret, crcToken)), 3500);
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as AddressInfo).port;
	return Object.assign(receiver, {
		url: (path = '/webhook') => `http://127.0.0.1:${port}${path}`,
		received,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	});
}
