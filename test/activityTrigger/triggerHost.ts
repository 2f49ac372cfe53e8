import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { recordAnswer, recordError, recordItems } from '../security/recorder';
import { webhookContext } from './webhookContext';

/**
 * Serves the trigger's webhook() on a loopback URL the way n8n does for an active workflow:
 * GET is the `setup` webhook, POST the `default` one, both on one path; a result with
 * workflowData is a workflow run (recorded in `runs`), anything else answers without one.
 */
export interface TriggerHost {
	url: string;
	/** The items of each run the deliveries started. */
	runs: INodeExecutionData[][];
	/** Status of each answer, in order, e.g. "GET 200", "POST 401". */
	answers: string[];
	close(): Promise<void>;
}

export async function startTriggerHost(
	parameters: IDataObject,
	credential: IDataObject,
	staticData: IDataObject,
): Promise<TriggerHost> {
	const trigger = new PlatformActivityTrigger();
	const runs: INodeExecutionData[][] = [];
	const answers: string[] = [];
	const server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const send = (status: number, body: unknown) => {
				answers.push(`${request.method} ${status}`);
				recordAnswer('triggerHost answer', body);
				response
					.writeHead(status, { 'content-type': 'application/json' })
					.end(JSON.stringify(body));
			};
			const { context } = webhookContext({
				name: request.method === 'GET' ? 'setup' : 'default',
				query: Object.fromEntries(new URL(request.url ?? '/', 'http://host').searchParams),
				path: request.url,
				// What the trigger subscribed to is whatever its activation stored.
				subscribed: null,
				headers: request.headers as Record<string, string>,
				rawBody: Buffer.concat(chunks).toString('utf8'),
				parameters,
				credential,
				staticData,
				onWrite: send,
			});
			trigger.webhook.call(context).then(
				(result) => {
					if (result.workflowData) {
						runs.push(result.workflowData[0]);
						recordItems('triggerHost run', result.workflowData[0]);
					}
					if (result.noWebhookResponse) return;
					if (result.workflowData) return send(200, { message: 'Workflow was started' });
					send(200, result.webhookResponse);
				},
				(error: Error) => {
					recordError('triggerHost webhook', error);
					send(500, { message: error.message });
				},
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/activity`,
		runs,
		answers,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
