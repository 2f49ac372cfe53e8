import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';

import { startEmulator, type Emulator } from '../emulator';
import { postRecords, type PostRecord } from '../emulator/stores';
import { emulatorCredentials, oauth1Sender } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { count, seconds, timed, times, type BenchResult } from './benchResult';

const RESULTS = 10_000;
/** n8n's built-in node for this platform asks for 10 posts a page when it returns all. */
const BUILT_IN_PAGE_SIZE = 10;
const PATH = '/2/posts/search/recent';

/** 10,000 posts about rockets, one a second over the last hours, inside the recent window. */
function seedPosts(emulator: Emulator): void {
	const now = Date.now();
	for (let n = 0; n < RESULTS; n++) {
		const id = String(1500000000000000000n + BigInt(n));
		postRecords(emulator.state).push({
			id,
			text: `rocket launch number ${n}`,
			author_id: emulator.seed.userId,
			created_at: new Date(now - (RESULTS - n) * 1000).toISOString(),
			edit_history_post_ids: [id],
			lang: 'en',
		} as PostRecord);
	}
}

/** Return All with this package's node: Post > Search Recent, inside n8n's engine. */
async function withThisNode(emulator: Emulator): Promise<number> {
	const { items, error } = await runNode({
		parameters: {
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'searchRecent',
			query: 'rocket',
			returnAll: true,
		},
		credentials: emulatorCredentials(emulator),
	});
	if (error) throw error;
	return items.length;
}

/**
 * The built-in node's way: the same signed GETs through n8n's request shape, 10 posts a page,
 * following next_token until the last page.
 */
async function tenAtATime(emulator: Emulator): Promise<number> {
	const send = oauth1Sender(emulator);
	let received = 0;
	let token: string | undefined;
	do {
		const qs: IDataObject = {
			query: 'rocket',
			max_results: BUILT_IN_PAGE_SIZE,
			...(token ? { pagination_token: token } : {}),
		};
		const options: IHttpRequestOptions = {
			method: 'GET',
			baseURL: emulator.coreBaseUrl,
			url: PATH,
			qs,
			json: true,
		};
		const { body } = await send(options);
		const page = body as { data?: unknown[]; meta?: { next_token?: string } };
		received += page.data?.length ?? 0;
		token = page.meta?.next_token;
	} while (token);
	return received;
}

export async function searchReturnAll(): Promise<BenchResult> {
	const emulator = await startEmulator();
	try {
		seedPosts(emulator);
		emulator.clearLog();
		const ours = await timed(() => withThisNode(emulator));
		const ourRequests = emulator.log.length;
		emulator.clearLog();
		const baseline = await timed(() => tenAtATime(emulator));
		const baselineRequests = emulator.log.length;
		if (ours.value !== RESULTS || baseline.value !== RESULTS) {
			throw new Error(
				`expected ${RESULTS} posts both ways, got ${ours.value} and ${baseline.value}`,
			);
		}
		return {
			name: 'Search Return All, 10,000 results',
			rows: [
				{
					measure: 'requests',
					ours: count(ourRequests),
					baseline: count(baselineRequests),
					ratio: times(baselineRequests, ourRequests) + ' fewer',
				},
				{
					measure: 'wall time against the emulator',
					ours: seconds(ours.ms),
					baseline: seconds(baseline.ms),
					ratio: times(baseline.ms, ours.ms) + ' faster',
				},
			],
			notes: [
				"Post > Search Recent with Return All (100 a page, the largest the endpoint allows), run by n8n-core's engine; " +
					"baseline: the same signed GETs with max_results=10, as n8n's built-in node pages, sent through the same HTTP path.",
			],
		};
	} finally {
		await emulator.close();
	}
}
