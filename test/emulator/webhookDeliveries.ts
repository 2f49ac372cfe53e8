import type { EmulatorState } from './state';

/**
 * Event deliveries to webhooks, as sent: the raw body bytes and the headers (signature
 * included). The delivery code calls `sendDelivery`, which posts and records; a replay job
 * (POST /2/webhooks/replay) sends the recorded deliveries of its window again, byte for byte
 * with the same headers: the signature covers only the body, so it is still right.
 */
export interface DeliveryRecord {
	webhook_id: string;
	url: string;
	raw_body: string;
	headers: Record<string, string>;
	/** When it was first sent, in epoch milliseconds. */
	sent_at: number;
	/** The receiver's HTTP status; absent when it could not be reached. */
	status?: number;
	/** Set on deliveries a replay job sent again; those are not replayed a second time. */
	replay_job_id?: string;
}

export const webhookDeliveries = (state: EmulatorState): DeliveryRecord[] =>
	state.collection<DeliveryRecord>('webhookDeliveries');

/** How long a receiver has to take a delivery before the emulator gives up on it. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** POSTs one delivery to a webhook's URL and records it, whatever the receiver answered. */
export async function sendDelivery(
	state: EmulatorState,
	webhook: { id: string; url: string },
	rawBody: string,
	headers: Record<string, string>,
	replayJobId?: string,
): Promise<DeliveryRecord> {
	const record: DeliveryRecord = {
		webhook_id: webhook.id,
		url: webhook.url,
		raw_body: rawBody,
		headers: { 'content-type': 'application/json', ...headers },
		sent_at: Date.now(),
	};
	if (replayJobId) record.replay_job_id = replayJobId;
	webhookDeliveries(state).push(record);
	try {
		const response = await fetch(webhook.url, {
			method: 'POST',
			headers: record.headers,
			body: rawBody,
			signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
		});
		record.status = response.status;
		await response.arrayBuffer();
	} catch {
		// Unreachable receivers are recorded without a status; the platform does not retry here.
	}
	return record;
}

/** The first-time deliveries to a webhook sent between two instants (inclusive), in order. */
export function deliveriesBetween(
	state: EmulatorState,
	webhookId: string,
	fromMs: number,
	toMs: number,
): DeliveryRecord[] {
	return webhookDeliveries(state).filter(
		(delivery) =>
			delivery.webhook_id === webhookId &&
			!delivery.replay_job_id &&
			delivery.sent_at >= fromMs &&
			delivery.sent_at <= toMs,
	);
}

/** Sends the given deliveries again, one after the other, to the webhook's current URL. */
export async function replayDeliveries(
	state: EmulatorState,
	webhook: { id: string; url: string },
	deliveries: DeliveryRecord[],
	jobId: string,
): Promise<DeliveryRecord[]> {
	const sent: DeliveryRecord[] = [];
	for (const delivery of deliveries)
		sent.push(await sendDelivery(state, webhook, delivery.raw_body, delivery.headers, jobId));
	return sent;
}
