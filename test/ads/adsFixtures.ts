import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import { byId, type NodeHarness, type ReceivedRequest } from '../helpers/nodeHarness';

/** The ads account the emulator seeds for its user, the one most ads tests work in. */
export const ACCOUNT = '18ce54d4x5t';

/** A line item create's required values in campaign c1 (a time without zone: the workflow's). */
export const LINE_ITEM_CREATE = {
	resource: 'lineItem',
	operation: 'create',
	accountId: byId(ACCOUNT),
	campaignId: byId('c1'),
	objective: 'WEBSITE_CLICKS',
	productType: 'PROMOTED_POSTS',
	placements: ['ALL_ON_PLATFORM'],
	startTime: '2026-12-01T09:00:00',
};

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

/**
 * An operation of `resource` in the account over numbered items (a batch: Create Many, Update
 * Many): `many(count, extra, continueOnFail)` runs with the `base` parameters, `extra` over them.
 */
export const manyOf =
	(run: NodeHarness['run'], resource: string, operation: string, base: Record<string, unknown>) =>
	(count: number, extra: Record<string, unknown> = {}, continueOnFail = false) =>
		run(
			{ resource, operation, accountId: byId(ACCOUNT), ...base, ...extra },
			{ items: itemsOf(count), continueOnFail },
		);

/** A Create Many of `resource` in the account over numbered items (manyOf). */
export const createManyOf = (
	run: NodeHarness['run'],
	resource: string,
	base: Record<string, unknown>,
) => manyOf(run, resource, 'createMany', base);

/** Line Item > Create Many in campaign c2 (a draft with room for 100 line items), bid 0.50. */
export const LINE_ITEM_CREATE_MANY = {
	campaignId: byId('c2'),
	objective: 'WEBSITE_CLICKS',
	productType: 'PROMOTED_POSTS',
	placements: ['ALL_ON_PLATFORM'],
	startTime: '2026-12-01T10:00:00Z',
	name: '={{ "Line " + $json.n }}',
	bid_amount_local_micro: '0.50',
};
