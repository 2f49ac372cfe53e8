import type { INodeExecutionData } from 'n8n-workflow';

import type { Emulator, Fault } from '../emulator';
import {
	connectionReset,
	malformedJson,
	rateLimited,
	serverError,
	slowAnswer,
} from '../emulator/faults';
import { ACCOUNT } from '../ads/adsFixtures';
import { byId } from '../helpers/nodeHarness';
import { endings, errorsByItem, items, reliabilityHarness, seed } from './harness';

/**
 * No item lost or doubled: for each kind of operation and each kind of fault, every input item
 * ends exactly once, as an output item or (Continue On Fail) an error item, counted by
 * pairedItem; what is safe to repeat succeeds, what is not fails exactly the item it hit.
 */

const { emulator, run } = reliabilityHarness();

interface Operation {
	name: string;
	type: 'core' | 'ads';
	parameters: Record<string, unknown>;
	input: (emulator: Emulator) => INodeExecutionData[];
	/** The route the fault is put on, and how many requests to it pass first. */
	method: string;
	path: string;
	after: number;
	/** Whether the call may be sent again after an ambiguous failure (retryPolicy.ts). */
	repeatable: boolean;
	/** Requests to that route when nothing fails. */
	requests: number;
	/** A DELETE: sent again after its processed-but-lost first attempt, it finds nothing left. */
	deletes?: boolean;
	/** The input item whose request the fault hits. */
	faultedItem: number;
}

const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(300, 7),
]);
const image = (n: number): INodeExecutionData => ({
	json: { n },
	binary: {
		data: {
			data: PNG.toString('base64'),
			mimeType: 'image/png',
			fileName: `p${n}.png`,
			fileSize: String(PNG.length),
		},
	},
});

const OPERATIONS: Operation[] = [
	{
		name: 'a core GET lookup (User > Get Me)',
		type: 'core',
		parameters: { resource: 'user', operation: 'getMe' },
		input: () => items(3),
		method: 'GET',
		path: '/2/users/me',
		after: 1,
		repeatable: true,
		requests: 3,
		faultedItem: 1,
	},
	{
		name: 'a core POST create (Post > Create)',
		type: 'core',
		parameters: { resource: 'post', operation: 'create', text: '={{ $json.text }}' },
		input: () => items(3, (n) => ({ text: `no item lost ${n} ${Math.random()}` })),
		method: 'POST',
		path: '/2/posts',
		after: 1,
		repeatable: false,
		requests: 3,
		faultedItem: 1,
	},
	{
		name: 'a core DELETE (Post > Delete)',
		type: 'core',
		parameters: {
			resource: 'post',
			operation: 'delete',
			postId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
		},
		input: (emulator) =>
			seed
				.posts(
					emulator,
					'doomed',
					3,
					BigInt(1500000000000800000 + Math.floor(Math.random() * 1e6) * 10),
				)
				.map((id) => ({ json: { id } })),
		method: 'DELETE',
		path: '/2/posts/\\d+',
		after: 1,
		repeatable: true,
		requests: 3,
		deletes: true,
		faultedItem: 1,
	},
	{
		name: 'a custom operation (Media > Upload, one request per image)',
		type: 'core',
		parameters: { resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
		input: () => [0, 1, 2].map(image),
		method: 'POST',
		path: '/2/media/upload',
		after: 1,
		repeatable: false,
		requests: 3,
		faultedItem: 1,
	},
	{
		name: 'a users batch (Custom Audience User > Add, one request, sent again as a whole)',
		type: 'ads',
		parameters: {
			resource: 'customAudienceUser',
			operation: 'add',
			accountId: byId(ACCOUNT),
			customAudienceId: byId('1nmth'),
			email: '={{ $json.email }}',
		},
		input: (emulator) => {
			seed.audiences(emulator);
			return items(3, (n) => ({ email: `person${n}@example.com` }));
		},
		method: 'POST',
		path: `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`,
		after: 0,
		repeatable: true,
		requests: 1,
		faultedItem: 0,
	},
	{
		name: 'an ads batch (Product > Create or Update, 30 products in requests of 25 and 5)',
		type: 'ads',
		parameters: {
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('cat0001'),
			productSource: 'json',
		},
		input: (emulator) => {
			seed.catalog(emulator);
			return seed.products(30);
		},
		method: 'PUT',
		path: '/ads/12/product_catalogs/cat0001/products',
		after: 1,
		repeatable: true,
		requests: 2,
		faultedItem: 25,
	},
];

interface FaultKind {
	name: string;
	fault: (where: { method: string; path: string; after: number }) => Fault;
	/** Whether the platform may have processed the faulted request (so a create must not repeat). */
	ambiguous: boolean;
	/** Whether the emulator processed it before the answer was lost, broken or late. */
	processed?: boolean;
	requestOptions?: Record<string, unknown>;
}

const FAULTS: FaultKind[] = [
	// A reset already due: the node still waits its one-second margin (rateLimits.test.ts shows the reset honoured).
	{ name: '429', fault: (where) => rateLimited(where, 0), ambiguous: false },
	{ name: '500', fault: (where) => serverError(where, 500), ambiguous: true },
	{ name: '503', fault: (where) => serverError(where, 503), ambiguous: true },
	{ name: 'connection reset', fault: connectionReset, ambiguous: true, processed: true },
	{
		name: 'no answer within the timeout',
		fault: (where) => slowAnswer(where, 1_800),
		ambiguous: true,
		processed: true,
		requestOptions: { timeoutSeconds: 1 },
	},
	{ name: 'malformed JSON on a 200', fault: malformedJson, ambiguous: true, processed: true },
];

const cases = OPERATIONS.flatMap((operation) =>
	FAULTS.map((fault) => [operation.name, fault.name, operation, fault] as const),
);

test.each(cases)(
	'%s, %s: every item ends exactly once',
	async (_operation, _fault, operation, kind) => {
		const input = operation.input(emulator());
		emulator().clearLog();
		emulator().injectFault(
			kind.fault({ method: operation.method, path: operation.path, after: operation.after }),
		);
		const result = await run(
			operation.type,
			{ ...operation.parameters, requestOptions: kind.requestOptions },
			{ items: input, continueOnFail: true },
		);

		expect(result.error).toBeUndefined();
		expect(endings(result, input.length)).toEqual(input.map(() => 1));
		const pattern = new RegExp(`^${operation.path}$`);
		const faultedRoute = emulator().log.filter(
			(entry) => entry.method === operation.method && pattern.test(entry.path),
		);
		const errors = errorsByItem(result);
		if (!kind.ambiguous || operation.repeatable) {
			// Sent again once.
			expect(faultedRoute).toHaveLength(operation.requests + 1);
			if (operation.deletes && kind.processed) {
				// The lost first attempt deleted the post: the repeat finds none, and says why.
				expect(errors).toEqual({
					[operation.faultedItem]: `Item ${operation.faultedItem + 1}: Not found when sent again: the first attempt, whose answer was lost, most likely deleted it`,
				});
			} else {
				expect(errors).toEqual({});
			}
		} else {
			// Sent once: only the item it hit fails, saying it may have been (or was) processed.
			expect(faultedRoute).toHaveLength(operation.requests);
			expect(Object.keys(errors)).toEqual([String(operation.faultedItem)]);
			expect(errors[operation.faultedItem]).toMatch(
				new RegExp(
					`^Item ${operation.faultedItem + 1}: .*; the request (may have been|was) processed$`,
				),
			);
		}
	},
);
