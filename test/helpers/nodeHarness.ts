import type { ICredentialDataDecryptedObject, INodeExecutionData } from 'n8n-workflow';

import {
	startEmulator,
	type Emulator,
	type EmulatorOptions,
	type LoggedRequest,
} from '../emulator';
import { emulatorCredentials, oauth1Sender } from './credentials';
import { runNode, type NodeRun } from './runNode';

/**
 * The one way a jest test runs Platform or Platform Ads: an emulator for the test file (or for
 * each test), a clean request log before each test, and the node run in n8n's engine with the
 * emulator's seeded credentials.
 *
 *     const { emulator, run, requests } = nodeHarness('ads');
 *     const result = await run({ resource: 'feature', operation: 'getAll', ... });
 *     expect(requests()).toEqual([{ method: 'GET', path: '/ads/12/...', query: {} }]);
 */
export type NodeName = 'core' | 'ads' | 'measurement';

const NODE_TYPES: Record<NodeName, string> = {
	core: 'n8n-nodes-platform.platformCore',
	ads: 'n8n-nodes-platform.platformAds',
	measurement: 'n8n-nodes-platform.platformAdsMeasurement',
};

export interface HarnessOptions {
	emulator?: EmulatorOptions;
	/** A new emulator for every test (tests that change seeded records), not one per file. */
	emulatorPerTest?: boolean;
	/** Node parameters of every run, under the test's own (the reliability suite's retry delays). */
	parameters?: (parameters: Record<string, unknown>) => Record<string, unknown>;
}

export interface RunOptions {
	items?: INodeExecutionData[];
	/** n8n's filesystem binary data mode on this folder (runNode's option of the same name). */
	binaryDataStoragePath?: string;
	continueOnFail?: boolean;
	/** Runs the way a tool does, through n8n's routing engine alone (runNode's option). */
	throughRouting?: boolean;
	/** Runs as a tool, named as n8n names a node used as a tool (runNode's option). */
	asTool?: boolean;
	/** The other action node, for a test that runs both on one emulator. */
	node?: NodeName;
	/** Only this credential type is given to the node, by name; all of them by default. */
	credential?: string;
	/** Credential data replacing the seeded one (a revoked token, another user). */
	credentials?: Record<string, ICredentialDataDecryptedObject>;
	/** The node's version (runNode's option): a workflow saved on an older one. */
	typeVersion?: number;
}

/** A request as the emulator received it; `body` only when it had one. */
export type ReceivedRequest = Pick<LoggedRequest, 'method' | 'path' | 'query'> & { body?: unknown };

export interface NodeHarness {
	emulator: () => Emulator;
	run: (parameters: Record<string, unknown>, options?: RunOptions) => Promise<NodeRun>;
	/** What the emulator received since the test started, in order. */
	requests: () => ReceivedRequest[];
	/** A request signed with the seeded OAuth1 keys outside the node (what the emulator refuses). */
	signedRequest: (method: string, url: string) => Promise<{ statusCode: number; body: unknown }>;
}

export function nodeHarness(node: NodeName, options: HarnessOptions = {}): NodeHarness {
	let emulator: Emulator;
	const start = async () => {
		emulator = await startEmulator(options.emulator);
	};
	const stop = async () => await emulator.close();
	if (options.emulatorPerTest) {
		beforeEach(start);
		afterEach(stop);
	} else {
		beforeAll(start);
		afterAll(stop);
		beforeEach(() => {
			emulator.clearLog();
			emulator.clearFaults();
		});
	}
	return {
		emulator: () => emulator,
		run: async (parameters, runOptions = {}) => {
			const seeded = runOptions.credentials ?? emulatorCredentials(emulator);
			const { credential } = runOptions;
			return await runNode({
				type: NODE_TYPES[runOptions.node ?? node],
				parameters: (options.parameters?.(parameters) ?? parameters) as never,
				credentials: credential ? { [credential]: seeded[credential] } : seeded,
				items: runOptions.items,
				continueOnFail: runOptions.continueOnFail,
				binaryDataStoragePath: runOptions.binaryDataStoragePath,
				throughRouting: runOptions.throughRouting,
				asTool: runOptions.asTool,
				typeVersion: runOptions.typeVersion,
			});
		},
		requests: () =>
			emulator.log.map(({ method, path, query, body }) =>
				body === undefined ? { method, path, query } : { method, path, query, body },
			),
		signedRequest: async (method, url) => {
			const send = oauth1Sender(emulator);
			const { statusCode, body } = await send({
				method: method as never,
				url,
				ignoreHttpStatusErrors: true,
			});
			return { statusCode, body };
		},
	};
}

/** A resource locator value by ID. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** A resource locator value picked from a list. */
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

/** The JSON of each output item. */
export const json = (run: NodeRun) => run.items.map((item) => item.json);

/** A request as requests() lists it when it carried a body and no query. */
export const withBody = (method: string, path: string, body: unknown): ReceivedRequest => ({
	method,
	path,
	query: {},
	body,
});
