import type { IHttpRequestOptions, INodeExecutionData } from 'n8n-workflow';

import { normalizeEmail, sha256Hex } from '../../nodes/shared/ads/identifierHashing';
import { MAX_CONVERSIONS } from '../../nodes/PlatformAdsMeasurement/resources/conversion/send.operation';
import { startEmulator, type Emulator } from '../emulator';
import { emulatorCredentials, oauth1Sender } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { count, perSecond, seconds, timed, times, type BenchResult } from './benchResult';
import { peakAboveIdle } from './mediaUploadMemory';

const CONVERSIONS = 100_000;
/** One request per conversion takes minutes for 100,000; a sample's rate is extrapolated. */
const PER_ITEM_SAMPLE = 5_000;
const PIXEL = 'o8z6j';
const PATH = `/12/measurement/conversions/${PIXEL}`;
const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One shop order per item, as the previous node hands it over (built outside the timer). */
const orders = (length: number): INodeExecutionData[] =>
	Array.from({ length }, (_, n) => ({
		json: {
			order_id: `order-${n}`,
			email: ` Buyer.${n}@Example.com `,
			created_at: '2026-03-02T10:15:00Z',
			total: 20 + (n % 50),
		},
	}));

/** Conversion > Send over the items, pacing off (the emulator has no 15-minute window to keep). */
async function withThisNode(emulator: Emulator, items: INodeExecutionData[]): Promise<number> {
	const { items: output, error } = await runNode({
		type: 'n8n-nodes-platform.platformAdsMeasurement',
		parameters: {
			authentication: 'oAuth1',
			resource: 'conversion',
			operation: 'send',
			accountId: byId('18ce54d4x5t'),
			pixelId: PIXEL,
			eventId: byId('o87ne'),
			identifierMapping: 'autoMapInputData',
			conversionTime: '={{ $json.created_at }}',
			value: '={{ $json.total }}',
			conversionId: '={{ $json.order_id }}',
			conversionOptions: { pace: false },
		} as never,
		credentials: emulatorCredentials(emulator),
		items,
	});
	if (error) throw error;
	if (output.length !== items.length)
		throw new Error(`expected ${items.length} output items, got ${output.length}`);
	return emulator.log.length;
}

/**
 * The way without this node: a Crypto node hashes each e-mail, then an HTTP Request node sends one
 * signed POST per item.
 */
async function onePerItem(emulator: Emulator, items: INodeExecutionData[]): Promise<void> {
	const send = oauth1Sender(emulator);
	for (const { json } of items) {
		const hashed = sha256Hex(normalizeEmail(String(json.email)));
		const options: IHttpRequestOptions = {
			method: 'POST',
			baseURL: emulator.adsBaseUrl,
			url: PATH,
			body: {
				conversions: [
					{
						conversion_time: '2026-03-02T10:15:00.000Z',
						event_id: 'o87ne',
						identifiers: [{ hashed_email: hashed }],
						value: `${String(json.total)}.00`,
						price_currency: 'USD',
						conversion_id: json.order_id,
					},
				],
			},
			json: true,
		};
		await send(options);
	}
}

export async function conversionsSend(): Promise<BenchResult> {
	const emulator = await startEmulator();
	try {
		// One request first: n8n-core and the node's modules load, as in an n8n already running.
		await withThisNode(emulator, orders(MAX_CONVERSIONS));
		emulator.clearLog();
		const items = orders(CONVERSIONS);
		let requests = 0;
		const ours = await peakAboveIdle(async () => {
			requests = await withThisNode(emulator, items);
		});
		if (emulator.log.some((entry) => entry.status !== 200)) throw new Error('a request failed');
		emulator.clearLog();
		const sample = orders(PER_ITEM_SAMPLE);
		const baseline = await peakAboveIdle(() => onePerItem(emulator, sample));
		if (emulator.log.some((entry) => entry.status !== 200))
			throw new Error('a per-item request failed');
		const perItemMs = (baseline.ms / PER_ITEM_SAMPLE) * CONVERSIONS;
		const hashing = await timed(() => {
			for (const { json } of items) sha256Hex(normalizeEmail(String(json.email)));
		});
		return {
			name: 'Conversions, 100,000 orders sent',
			rows: [
				{
					measure: 'requests',
					ours: count(requests),
					baseline: count(CONVERSIONS),
					ratio: times(CONVERSIONS, requests) + ' fewer',
				},
				{
					measure: 'wall time (pacing off)',
					ours: seconds(ours.ms),
					baseline: `${seconds(perItemMs)} (extrapolated)`,
					ratio: times(perItemMs, ours.ms) + ' faster',
				},
				{
					measure: 'conversions per second end to end',
					ours: perSecond(CONVERSIONS, ours.ms),
					baseline: perSecond(CONVERSIONS, perItemMs),
					ratio: times(perItemMs, ours.ms),
				},
				{
					measure: 'peak memory above idle (RSS)',
					ours: megabytes(ours.rss),
					baseline: `${megabytes(baseline.rss)} (${count(PER_ITEM_SAMPLE)} items)`,
					ratio: '',
				},
				{
					measure: 'normalize + SHA-256 of the e-mails alone',
					ours: perSecond(CONVERSIONS, hashing.ms),
					baseline: '',
					ratio: '',
				},
			],
			notes: [
				`Platform Ads Measurement > Conversion > Send, one order per item (e-mail, time, value, order number), ` +
					`Map Automatically, ${count(MAX_CONVERSIONS)} conversions a request, pacing off, against the emulator; ` +
					`baseline: the e-mail hashed (a Crypto node's SHA-256), then one signed POST per item (an HTTP Request node ` +
					`called per item), timed over ${count(PER_ITEM_SAMPLE)} items and extrapolated to ${count(CONVERSIONS)}. ` +
					`With pacing on, 100,000 conversions take at least one 15-minute window (60,000 per account). ` +
					`Peak memory: RSS of this process sampled every 20 ms above the idle process before each run (the emulator runs in the same process and its log keeps every body it received); the input items are built before the timer.`,
			],
		};
	} finally {
		await emulator.close();
	}
}
