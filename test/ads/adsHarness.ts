import type { INodeExecutionData } from 'n8n-workflow';

import { startEmulator, type Emulator } from '../emulator';
import { emulatorCredentials, oauth1Sender } from '../helpers/credentials';
import { runNode, type NodeRun } from '../helpers/runNode';

/**
 * One emulator per test file, a clean log before each test, and the Platform Ads node run with
 * the OAuth1 keys credential against it.
 */
export function adsHarness(): {
	emulator: () => Emulator;
	run: (parameters: Record<string, unknown>, options?: { items?: INodeExecutionData[]; continueOnFail?: boolean }) => Promise<NodeRun>;
	requests: () => Array<{ method: string; path: string; query: unknown }>;
	signedRequest: (method: string, url: string) => Promise<{ statusCode: number; body: unknown }>;
} {
	let emulator: Emulator;
	beforeAll(async () => {
		emulator = await startEmulator();
	});
	afterAll(async () => await emulator.close());
	beforeEach(() => emulator.clearLog());
	return {
		emulator: () => emulator,
		run: async (parameters, options = {}) =>
			await runNode({
				type: 'n8n-nodes-platform.platformAds',
				parameters: { authentication: 'oAuth1', ...parameters } as never,
				credentials: emulatorCredentials(emulator),
				...options,
			}),
		/** What the emulator received: method, path and query of each request. */
		requests: () => emulator.log.map(({ method, path, query }) => ({ method, path, query })),
		/** A request signed with the seeded keys, outside the node (to show what the emulator refuses). */
		signedRequest: async (method, url) => {
			const { statusCode, body } = await oauth1Sender(emulator)({ method: method as never, url, ignoreHttpStatusErrors: true });
			return { statusCode, body };
		},
	};
}

/** A resource locator value by ID. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** A resource locator value picked from a list. */
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

export const ACCOUNT = '18ce54d4x5t';

/** The JSON of each output item. */
export const json = (run: NodeRun) => run.items.map((item) => item.json);
