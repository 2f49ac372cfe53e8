import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { Emulator, EmulatorOptions } from '../emulator';
import { productRecords } from '../emulator/catalog/store';
import { postRecords } from '../emulator/stores';
import { seedCatalog, validProduct } from '../ads/catalogHelpers';
import { resetAudiences, sha } from '../ads/audienceUsersHelpers';
import { seedPost } from '../core/postFixtures';
import { nodeHarness, type NodeName, type RunOptions } from '../helpers/nodeHarness';
import type { NodeRun } from '../helpers/runNode';

/**
 * The reliability suite's runs: the shared node harness, with fast retry delays set through the
 * node's own Request Options (so the suite follows the same code paths as a user's settings),
 * under whatever the test adds. Each run names its node, as one file runs both.
 */
export const FAST = { retryDelaySeconds: 0.02 };

const withFastRetries = (parameters: Record<string, unknown>) => ({
	...parameters,
	requestOptions: { ...FAST, ...(parameters.requestOptions as IDataObject | undefined) },
});

export interface Reliability {
	emulator: () => Emulator;
	run: (
		node: NodeName,
		parameters: Record<string, unknown>,
		options?: RunOptions,
	) => Promise<NodeRun>;
}

export function reliabilityHarness(options: EmulatorOptions = {}): Reliability {
	const harness = nodeHarness('core', { emulator: options, parameters: withFastRetries });
	return {
		emulator: harness.emulator,
		run: async (node, parameters, runOptions = {}) =>
			await harness.run(parameters, { ...runOptions, node }),
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
export const traffic = (emulator: Emulator) =>
	emulator.log.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

export const items = (
	count: number,
	make: (n: number) => IDataObject = () => ({}),
): INodeExecutionData[] => Array.from({ length: count }, (_, n) => ({ json: make(n) }));

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
	postExists: (emulator: Emulator, id: string) =>
		postRecords(emulator.state).some((post) => post.id === id),
	postsWithText: (emulator: Emulator, text: string) =>
		postRecords(emulator.state).filter((post) => post.text === text).length,
	/** An empty product catalog cat0001. */
	catalog(emulator: Emulator): void {
		productRecords(emulator.state).splice(0);
		seedCatalog(emulator);
	},
	products: (count: number) => items(count, (n) => validProduct(n)),
	audiences: resetAudiences,
	sha,
};
