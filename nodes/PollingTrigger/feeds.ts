import type { IDataObject } from 'n8n-workflow';

import { MANUAL_SAMPLE, nextToken, type PollRun } from './pollRun';
import { compareIds, rememberSeen, type PollState } from './pollState';

/**
 * The two ways the trigger finds what is new in a list the platform reads newest first:
 * - by id order (since_id): mentions, a user's posts, search matches, direct messages;
 * - by a bounded set of recently seen ids, where the list has no since_id: followers, list
 *   members, the users who liked a post.
 * Both: the first poll records and emits nothing, a manual run shows the latest few and keeps
 * the state, and new records are emitted oldest first.
 */

export interface PollResult {
	/** New records, oldest first. */
	records: IDataObject[];
	/** The state to keep; none in a manual run, which leaves the state as it was. */
	state?: Omit<PollState, 'settings'>;
}

/** A list read page by page, newest first. */
export interface Feed {
	path: string;
	query: Record<string, string | number | undefined>;
	/** Page sizes the endpoint takes (max_results). */
	minPage: number;
	maxPage: number;
	/** The records of one answer (posts with their expansions merged in, users, events). */
	records(body: IDataObject): IDataObject[];
	/** The endpoint takes since_id; otherwise pages are read until an older id shows. */
	takesSinceId: boolean;
}

const idOf = (record: IDataObject) => String(record.id);

/** Reads pages, newest first, until `enough` holds for a page, the pages end or the cap. */
async function readPages(
	run: PollRun,
	feed: Feed,
	pageSize: number,
	enough: (page: IDataObject[]) => boolean,
	extra: Record<string, string | undefined> = {},
): Promise<IDataObject[]> {
	const all: IDataObject[] = [];
	let token: string | undefined;
	do {
		const body = await run.get(feed.path, {
			...feed.query,
			...extra,
			max_results: pageSize,
			pagination_token: token,
		});
		const page = feed.records(body);
		all.push(...page);
		if (enough(page)) break;
		token = nextToken(body);
	} while (token && all.length < run.maxPerPoll);
	return all.slice(0, run.maxPerPoll);
}

/** The latest few, oldest first, for a manual run. */
async function latest(run: PollRun, feed: Feed, keep: (record: IDataObject) => boolean) {
	const page = await readPages(run, feed, Math.max(feed.minPage, MANUAL_SAMPLE), () => true);
	return page.filter(keep).slice(0, MANUAL_SAMPLE).reverse();
}

/**
 * By id order. `keep` leaves records out of what is emitted (direct messages the user sent)
 * while their ids still move the state on.
 */
export async function pollByIdOrder(
	run: PollRun,
	feed: Feed,
	keep: (record: IDataObject) => boolean = () => true,
): Promise<PollResult> {
	if (run.manual) return { records: await latest(run, feed, keep) };
	if (!run.state) {
		const [newest] = await readPages(run, feed, feed.minPage, () => true);
		return { records: [], state: { newestId: newest ? idOf(newest) : undefined } };
	}
	const since = run.state.newestId;
	const isNew = (record: IDataObject) => since === undefined || compareIds(idOf(record), since) > 0;
	const read = await readPages(
		run,
		feed,
		feed.maxPage,
		(page) => !page.every(isNew),
		feed.takesSinceId ? { since_id: since } : {},
	);
	const fresh = read.filter(isNew);
	return {
		records: fresh.filter(keep).reverse(),
		state: { newestId: fresh.length ? idOf(fresh[0]) : since },
	};
}

/** Newest first, the records before the first one seen already: those are newer than it. */
function beforeSeen(
	records: IDataObject[],
	key: (record: IDataObject) => string,
	seen: Set<string>,
) {
	const index = records.findIndex((record) => seen.has(key(record)));
	return index === -1 ? records : records.slice(0, index);
}

/**
 * By seen ids. `groups` reads the lists, each newest first (one list, or one per watched post),
 * reading on while `unseenOnly` says a page holds nothing seen yet.
 */
export async function pollBySeenIds(
	run: PollRun,
	key: (record: IDataObject) => string,
	groups: (enough: (page: IDataObject[]) => boolean) => Promise<IDataObject[][]>,
): Promise<PollResult> {
	if (run.manual) {
		const read = (await groups(() => true)).flat();
		return { records: read.slice(0, MANUAL_SAMPLE).reverse() };
	}
	const seen = new Set(run.state?.seen ?? []);
	const read = await groups((page) => !run.state || page.some((record) => seen.has(key(record))));
	const ids = read.flat().map(key);
	if (!run.state) return { records: [], state: { seen: rememberSeen(ids) } };
	const fresh = read.flatMap((group) => beforeSeen(group, key, seen));
	return {
		records: fresh.reverse(),
		state: { seen: rememberSeen(ids, run.state.seen) },
	};
}

/** One list read for pollBySeenIds. */
export const readFeed =
	(run: PollRun, feed: Feed) =>
	async (enough: (page: IDataObject[]) => boolean): Promise<IDataObject[][]> => [
		await readPages(run, feed, feed.maxPage, enough),
	];
