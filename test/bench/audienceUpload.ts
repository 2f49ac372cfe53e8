import type { IHttpRequestOptions, INodeExecutionData } from 'n8n-workflow';

import { identifierToSend } from '../../nodes/PlatformAds/audienceUsers/identifiers';
import { MAX_OPERATIONS } from '../../nodes/PlatformAds/audienceUsers/upload';
import { startEmulator, type Emulator } from '../emulator';
import { ACCOUNT_ID, CUSTOM_AUDIENCE_IDS } from '../emulator/audienceUsers/store';
import { emulatorCredentials, oauth1Sender } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { count, perSecond, seconds, timed, times, type BenchResult } from './benchResult';

const IDENTIFIERS = 100_000;
/** One request per item takes minutes for 100,000; a sample's rate is extrapolated. */
const PER_ITEM_SAMPLE = 5_000;
const AUDIENCE = CUSTOM_AUDIENCE_IDS[0];
const PATH = `/12/accounts/${ACCOUNT_ID}/custom_audiences/${AUDIENCE}/users`;
const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const email = (n: number) => ` Person.${n}@Example.com `;

/** Custom Audience User > Add or Update over 100,000 items, each mapping its email. */
async function withThisNode(emulator: Emulator): Promise<number> {
	const items: INodeExecutionData[] = Array.from({ length: IDENTIFIERS }, (_, n) => ({
		json: { email: email(n) },
	}));
	const { items: output, error } = await runNode({
		type: 'n8n-nodes-platform.platformAds',
		parameters: {
			authentication: 'oAuth1',
			resource: 'customAudienceUser',
			operation: 'add',
			accountId: byId(ACCOUNT_ID),
			customAudienceId: byId(AUDIENCE),
			email: '={{ $json.email }}',
		},
		credentials: emulatorCredentials(emulator),
		items,
	});
	if (error) throw error;
	return output.length;
}

/** One signed POST per item, as an HTTP Request node called once per item would send (hashed first). */
async function onePerItem(emulator: Emulator, items: number): Promise<void> {
	const send = oauth1Sender(emulator);
	for (let n = 0; n < items; n++) {
		const body = [
			{
				operation_type: 'Update',
				params: { users: [{ email: [identifierToSend('email', email(n))] }] },
			},
		];
		const options: IHttpRequestOptions = {
			method: 'POST',
			baseURL: emulator.adsBaseUrl,
			url: PATH,
			body,
			json: true,
		};
		await send(options);
	}
}

/** Normalizing, hashing and building the request bodies alone, without HTTP or n8n. */
function hashAndBatch(): number {
	let bytes = 0;
	for (let start = 0; start < IDENTIFIERS; start += MAX_OPERATIONS) {
		const operations = [];
		for (let n = start; n < Math.min(IDENTIFIERS, start + MAX_OPERATIONS); n++) {
			operations.push({
				operation_type: 'Update',
				params: { users: [{ email: [identifierToSend('email', email(n))] }] },
			});
		}
		bytes += JSON.stringify(operations).length;
	}
	return bytes;
}

export async function audienceUpload(): Promise<BenchResult> {
	const emulator = await startEmulator();
	try {
		const ours = await timed(() => withThisNode(emulator));
		const ourRequests = emulator.log.length;
		if (ours.value !== IDENTIFIERS)
			throw new Error(`expected ${IDENTIFIERS} output items, got ${ours.value}`);
		emulator.clearLog();
		const sample = await timed(() => onePerItem(emulator, PER_ITEM_SAMPLE));
		if (emulator.log.some((entry) => entry.status !== 200))
			throw new Error('a per-item request failed');
		const perItemMs = (sample.ms / PER_ITEM_SAMPLE) * IDENTIFIERS;
		const hashing = await timed(() => hashAndBatch());
		return {
			name: 'Audience upload, 100,000 identifiers',
			rows: [
				{
					measure: 'requests',
					ours: count(ourRequests),
					baseline: count(IDENTIFIERS),
					ratio: times(IDENTIFIERS, ourRequests) + ' fewer',
				},
				{
					measure: 'wall time',
					ours: seconds(ours.ms),
					baseline: `${seconds(perItemMs)} (extrapolated)`,
					ratio: times(perItemMs, ours.ms) + ' faster',
				},
				{
					measure: 'identifiers per second, end to end',
					ours: perSecond(IDENTIFIERS, ours.ms),
					baseline: perSecond(IDENTIFIERS, perItemMs),
					ratio: times(perItemMs, ours.ms),
				},
				{
					measure: 'normalize + SHA-256 + batch bodies alone',
					ours: perSecond(IDENTIFIERS, hashing.ms),
					baseline: '',
					ratio: '',
				},
			],
			notes: [
				`Custom Audience User > Add or Update, one email per item, batches of ${count(MAX_OPERATIONS)} operations; baseline: ` +
					`one signed POST per item (one HTTP Request node call per item, the email hashed beforehand), ` +
					`timed over ${count(PER_ITEM_SAMPLE)} items and extrapolated to ${count(IDENTIFIERS)}.`,
			],
		};
	} finally {
		await emulator.close();
	}
}
