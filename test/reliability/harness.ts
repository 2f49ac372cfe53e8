import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator';
import { productRecords } from '../emulator/catalog/store';
import { postRecords } from '../emulator/stores';
import { seedCatalog, validProduct } from '../ads/catalogHelpers';
import { resetAudiences, sha } from '../ads/audienceUsersHelpers';
import { seedPost } from '../core/postFixtures';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode, type NodeRun } from '../helpers/runNode';

/**
 * The reliability suite's one emulator per file and its node runner. Every run gets fast retry
 * delays through the node's own Request Options (so the suite follows the same code paths as a
 * user's settings), plus whatever the test adds.
 */
export const FAST = { retryDelaySeconds: 0.02 };

export interface Reliability {
	emulator: () => Emulator;
	run: (type: 'core' | 'ads', parameters: Record<string, unknown>, options?: { items?: INodeExecutionData[]; continueOnFail?: boolean; credentials?: string }) => Promise<NodeRun>;
}

export function reliabilityHarness(options: EmulatorOptions = {}): Reliability {
	let emulator: Emulator;
	beforeAll(async () => (emulator = await startEmulator(options)));
	afterAll(async () => await emulator.close());
	beforeEach(() => {
		emulator.clearLog();
		emulator.clearFaults();
	});
	return {
		emulator: () => emulator,
		run: async (type, parameters, { items, continueOnFail, credentials } = {}) => {
			const all = emulatorCredentials(emulator);
			const requestOptions = { ...FAST, ...(parameters.requestOptions as IDataObject | undefined) };
			return await runNode({
				type: type === 'core' ? 'n8n-nodes-platform.platformCore' : 'n8n-nodes-platform.platformAds',
				parameters: { ...parameters, requestOptions } as never,
				credentials: credentials ? { [credentials]: all[credentials] } : all,
				items,
				continueOnFail,
			});
		},
	};
}

/** How often each input item ended in the output (as a result or an error item), by pairedItem. */
export function endings(run: NodeRun, inputCount: number): number[] {
	const counts = new Array<number>(inputCount).fill(0);
	for (const item of run.items) {
		const paired = Array.isArray(item.pairedItem) ? item.pairedItem : [item.pairedItem];
		for (const pair of paired) {
			const index = typeof pair === 'number' ? pair : (pair?.item ?? -1);
			if (index >= 0 && index < inputCount) counts[index]++;
		}
	}
	return counts;
}

/** Which items became error items (their `error` text), by input index. */
export const errorsByItem = (run: NodeRun): Record<number, string> =>
	Object.fromEntries(
		run.items
			.filter((item) => typeof item.json.error === 'string')
			.map((item) => [(item.pairedItem as { item: number }).item, String(item.json.error)]),
	);

/** method, path and status of each request the emulator received, in order. */
export const traffic = (emulator: Emulator) => emulator.log.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

export const items = (count: number, make: (n: number) => IDataObject = () => ({})): INodeExecutionData[] =>
	Array.from({ length: count }, (_, n) => ({ json: make(n) }));

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** Seeded records the operations under test act on. */
export const seed = {
	/** `count` posts of the seeded user whose text holds `word`, newest first; returns their ids. */
	posts(emulator: Emulator, word: string, count: number, firstId = 1500000000000700000n): string[] {
		return Array.from({ length: count }, (_, n) => {
			const id = String(firstId + BigInt(n));
			seedPost(emulator, { id, text: `${word} number ${n}` }, count - n);
			return id;
		});
	},
	postExists: (emulator: Emulator, id: string) => postRecords(emulator.state).some((post) => post.id === id),
	postsWithText: (emulator: Emulator, text: string) => postRecords(emulator.state).filter((post) => post.text === text).length,
	/** An empty product catalog cat0001. */
	catalog(emulator: Emulator): void {
		productRecords(emulator.state).splice(0);
		seedCatalog(emulator);
	},
	products: (count: number) => items(count, (n) => validProduct(n)),
	audiences: resetAudiences,
	sha,
};

export const ACCOUNT = '18ce54d4x5t';
