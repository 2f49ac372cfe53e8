import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import type { ReceivedRequest } from '../helpers/nodeHarness';

/** The ads account the emulator seeds for its user, the one most ads tests work in. */
export const ACCOUNT = '18ce54d4x5t';

/** What the emulator received, as [method, path, query, body]. */
export const received = (emulator: Emulator) =>
	emulator.log.map((entry) => [entry.method, entry.path, entry.query, entry.body]);

/** `count` input items, item n holding the fields `make(n)` gives (`{ n }` unless told). */
export const itemsOf = (
	count: number,
	make: (n: number) => Record<string, unknown> = (n) => ({ n }),
): INodeExecutionData[] =>
	Array.from({ length: count }, (_, n) => ({ json: make(n) as IDataObject }));

/** The requests a test sent to the batch endpoint `path`. */
export const batchesTo = (sent: ReceivedRequest[], path: string) =>
	sent.filter((request) => request.path === path);

/** How many operations each batch request carried. */
export const batchSizes = (batches: ReceivedRequest[]) =>
	batches.map((request) => (request.body as unknown[]).length);
