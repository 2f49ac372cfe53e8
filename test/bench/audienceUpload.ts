import type { IHttpRequestOptions, INodeExecutionData } from 'n8n-workflow';

import { identifierToSend } from '../../nodes/PlatformAds/shared/audienceUsers/identifiers';
import { MAX_OPERATIONS } from '../../nodes/PlatformAds/shared/audienceUsers/upload';
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

/** Runs of Map Automatically, of which the median counts. */
const AUTOMATIC_RUNS = 3;
/** The platform's ceiling: 1,500 requests a minute, 2,500 operations each. */
const PLATFORM_CEILING_PER_SECOND = (1500 / 60) * MAX_OPERATIONS;

/**
 * Custom Audience User > Add or Update over 100,000 items: the email mapped with an expression
 * per item ("Map Each Identifier Below"), or read from each item's JSON ("Map Automatically").
 */
async function withThisNode(
	emulator: Emulator,
	automatic: boolean,
	items: INodeExecutionData[],
): Promise<number> {
	const mapping = automatic
		? { dataMode: 'autoMapInputData' }
		: { dataMode: 'defineBelow', email: '={{ $json.email }}' };
	const { items: output, error } = await runNode({
		type: 'n8n-nodes-platform.platformAds',
		parameters: {
			authentication: 'oAuth1',
			resource: 'customAudienceUser',
			operation: 'add',
			accountId: byId(ACCOUNT_ID),
			customAudienceId: byId(AUDIENCE),
			...mapping,
		},
		credentials: emulatorCredentials(emulator),
		items,
	});
	if (error) throw error;
	if (output.length !== items.length)
		throw new Error(`expected ${items.length} output items, got ${output.length}`);
	return emulator.log.length;
}

/** The input of the node, as the previous node hands it over (built outside the timer). */
const inputItems = (length: number): INodeExecutionData[] =>
	Array.from({ length }, (_, n) => ({ json: { email: email(n) } }));

/** "2.0x", or "0.8x, goal missed" when ours is under the goal. */
const againstGoal = (ours: number, goal: number) =>
	`${(ours / goal).toFixed(2)}x${ours >= goal ? '' : ', goal missed'}`;

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
		// One batch each first: n8n-core and the node's modules load, as in an n8n already running.
		for (const automatic of [true, false])
			await withThisNode(emulator, automatic, inputItems(MAX_OPERATIONS));
		emulator.clearLog();
		// The median of three runs: the machine is shared, and one run can fall in another's burst.
		const automaticRuns = [];
		for (let run = 0; run < AUTOMATIC_RUNS; run++) {
			const automaticItems = inputItems(IDENTIFIERS);
			automaticRuns.push(await timed(() => withThisNode(emulator, true, automaticItems)));
			emulator.clearLog();
		}
		const automatic = automaticRuns.sort((a, b) => a.ms - b.ms)[Math.floor(AUTOMATIC_RUNS / 2)];
		const manualItems = inputItems(IDENTIFIERS);
		const manual = await timed(() => withThisNode(emulator, false, manualItems));
		const ourRequests = manual.value;
		emulator.clearLog();
		const sample = await timed(() => onePerItem(emulator, PER_ITEM_SAMPLE));
		if (emulator.log.some((entry) => entry.status !== 200))
			throw new Error('a per-item request failed');
		const perItemMs = (sample.ms / PER_ITEM_SAMPLE) * IDENTIFIERS;
		const hashing = await timed(() => hashAndBatch());
		const automaticRate = IDENTIFIERS / (automatic.ms / 1000);
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
					measure: 'wall time, Map Each Identifier Below',
					ours: seconds(manual.ms),
					baseline: `${seconds(perItemMs)} (extrapolated)`,
					ratio: times(perItemMs, manual.ms) + ' faster',
				},
				{
					measure: 'identifiers per second end to end, Map Each Identifier Below',
					ours: perSecond(IDENTIFIERS, manual.ms),
					baseline: perSecond(IDENTIFIERS, perItemMs),
					ratio: times(perItemMs, manual.ms),
				},
				{
					measure:
						'identifiers per second end to end, Map Automatically, against Map Each Identifier Below',
					ours: perSecond(IDENTIFIERS, automatic.ms),
					baseline: perSecond(IDENTIFIERS, manual.ms),
					ratio: times(manual.ms, automatic.ms),
				},
				{
					measure:
						"Map Automatically against the platform's ceiling (1,500 requests a minute × 2,500)",
					ours: perSecond(IDENTIFIERS, automatic.ms),
					baseline: `${count(PLATFORM_CEILING_PER_SECOND)}/s`,
					ratio: againstGoal(automaticRate, PLATFORM_CEILING_PER_SECOND),
				},
				{
					measure: 'normalize + SHA-256 + batch bodies alone',
					ours: perSecond(IDENTIFIERS, hashing.ms),
					baseline: '',
					ratio: '',
				},
			],
			notes: [
				`Custom Audience User > Add or Update, one email per item, batches of ${count(MAX_OPERATIONS)} operations, ` +
					`the email mapped with an expression per item or read from the item's JSON (Map Automatically); baseline: ` +
					`one signed POST per item (one HTTP Request node call per item, the email hashed beforehand), ` +
					`timed over ${count(PER_ITEM_SAMPLE)} items and extrapolated to ${count(IDENTIFIERS)}. ` +
					`Each mode runs once on ${count(MAX_OPERATIONS)} items first (modules loaded, as in a running n8n); ` +
					`Map Automatically counts the median of ${AUTOMATIC_RUNS} runs, Map Each Identifier Below one run; ` +
					`the input items are built before the timer.`,
			],
		};
	} finally {
		await emulator.close();
	}
}
