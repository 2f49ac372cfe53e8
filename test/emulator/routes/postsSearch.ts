import {
	checkId,
	checked,
	invalidRequest,
	oneOf,
	requiredText,
	single,
	timeOf,
} from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords, userRecords, type PostRecord } from '../stores';
import type { Query, Reply, Route, RouteContext } from '../types';
import { compareIds, postsPage, readSelection } from '../views';

/**
 * Search and counts: `query` 1 to 4096
 * characters, start/end time, since/until id, sort order; search pages with `next_token`
 * (sent back as `pagination_token`, or `next_token`), counts group matches by minute, hour or day.
 * The query language is a small part of the platform's: words (all must appear), "-word",
 * `from:username` and `has:media`.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_WINDOW_MS = 7 * DAY_MS;

interface Scope {
	/** Recent endpoints see only the last seven days. */
	recent: boolean;
}

function termMatches(state: EmulatorState, post: PostRecord, term: string): boolean {
	if (term.startsWith('-') && term.length > 1) return !termMatches(state, post, term.slice(1));
	if (term.startsWith('from:')) {
		const author = userRecords(state).find((user) => user.id === post.author_id);
		return author?.username.toLowerCase() === term.slice(5).toLowerCase();
	}
	if (term === 'has:media')
		return (
			((post.attachments as { media_keys?: string[] } | undefined)?.media_keys?.length ?? 0) > 0
		);
	return post.text.toLowerCase().includes(term.toLowerCase());
}

/** The posts matching query, window and ids, newest first; also the window, for counts. */
function matchingPosts(state: EmulatorState, query: Query, scope: Scope) {
	const terms = requiredText(query, 'query', 1, 4096).split(/\s+/).filter(Boolean);
	const now = Date.now();
	const start = timeOf(query, 'start_time');
	const end = timeOf(query, 'end_time');
	if (scope.recent && start !== undefined && start < now - RECENT_WINDOW_MS) {
		throw invalidRequest(
			'start_time',
			single(query, 'start_time'),
			"Invalid 'start_time'. 'start_time' must be on or after the last 7 days",
		);
	}
	if (start !== undefined && end !== undefined && end <= start) {
		throw invalidRequest(
			'end_time',
			single(query, 'end_time'),
			"Invalid 'end_time'. 'end_time' must be after 'start_time'",
		);
	}
	const sinceId = single(query, 'since_id');
	const untilId = single(query, 'until_id');
	if (sinceId !== undefined) checkId('since_id', sinceId);
	if (untilId !== undefined) checkId('until_id', untilId);
	const from = start ?? (scope.recent ? now - RECENT_WINDOW_MS : 0);
	const to = end ?? now;
	// Each time is parsed once, not per comparison: benchmarks page through 10,000 posts.
	const posts = postRecords(state)
		.map((post) => ({ post, at: Date.parse(post.created_at) }))
		.filter(({ at }) => at >= from && at < to + 1)
		.filter(({ post }) => sinceId === undefined || compareIds(post.id, sinceId) > 0)
		.filter(({ post }) => untilId === undefined || compareIds(post.id, untilId) < 0)
		.filter(({ post }) => terms.every((term) => termMatches(state, post, term)))
		.sort((a, b) => b.at - a.at || compareIds(b.post.id, a.post.id))
		.map(({ post }) => post);
	return { posts, from: start ?? (scope.recent ? now - RECENT_WINDOW_MS : now - 30 * DAY_MS), to };
}

const likes = (post: PostRecord) =>
	(post.public_metrics as { like_count?: number } | undefined)?.like_count ?? 0;

function search(context: RouteContext, scope: Scope, maxPage: number): Reply {
	const { query, state } = context;
	const sort = oneOf(query, 'sort_order', ['recency', 'relevancy']);
	const selection = readSelection(query);
	const { posts } = matchingPosts(state, query, scope);
	if (sort === 'relevancy') posts.sort((a, b) => likes(b) - likes(a));
	// Search takes the token back as pagination_token or next_token.
	const pageQuery = {
		...query,
		...(query.next_token !== undefined ? { pagination_token: query.next_token } : {}),
	};
	return postsPage(state, posts, pageQuery, { min: 10, max: maxPage, default: 10 }, selection);
}

const GRANULARITY_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: DAY_MS };
/** A page of counts covers at most 31 days; `next_token` names where the next one starts. */
const COUNT_PAGE_MS = 31 * DAY_MS;

function counts(context: RouteContext, scope: Scope): Reply {
	const { query, state } = context;
	const granularity = oneOf(query, 'granularity', Object.keys(GRANULARITY_MS)) ?? 'hour';
	const step = GRANULARITY_MS[granularity];
	const { posts, from, to } = matchingPosts(state, query, scope);
	const token = single(query, 'pagination_token') ?? single(query, 'next_token');
	const resumeAt =
		token === undefined
			? undefined
			: Number(/^counts:(\d+)$/.exec(Buffer.from(token, 'base64url').toString())?.[1]);
	if (token !== undefined && !Number.isFinite(resumeAt))
		throw invalidRequest('pagination_token', token, 'pagination_token is not valid');
	const pageStart = resumeAt ?? Math.floor(from / step) * step;
	const pageEnd = Math.min(to, pageStart + COUNT_PAGE_MS);
	const data: Array<{ start: string; end: string; post_count: number }> = [];
	for (let start = pageStart; start < pageEnd; start += step) {
		const end = Math.min(start + step, to);
		const post_count = posts.filter(
			(post) => Date.parse(post.created_at) >= start && Date.parse(post.created_at) < end,
		).length;
		data.push({
			start: new Date(start).toISOString(),
			end: new Date(end).toISOString(),
			post_count,
		});
	}
	const meta: Record<string, unknown> = {
		total_post_count: data.reduce((sum, bucket) => sum + bucket.post_count, 0),
	};
	if (pageEnd < to) meta.next_token = Buffer.from(`counts:${pageEnd}`).toString('base64url');
	return { body: { data, meta } };
}

const recent: Scope = { recent: true };
const all: Scope = { recent: false };

export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/search/recent',
		auth: 'user-or-app',
		handler: checked((c) => search(c, recent, 100)),
	},
	// Full-archive search and counts are app-only on the platform (reference: BearerToken).
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/search/all',
		auth: 'app',
		handler: checked((c) => search(c, all, 500)),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/counts/recent',
		auth: 'user-or-app',
		handler: checked((c) => counts(c, recent)),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/counts/all',
		auth: 'app',
		handler: checked((c) => counts(c, all)),
	},
];
