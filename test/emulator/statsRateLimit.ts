import { adsError } from './errors';
import type { EmulatorState } from './state';
import type { Query, Reply } from './types';

/**
 * The synchronous analytics category's rate limit: 250 requests per 15 minutes per user. A
 * window opens with a user's first request and lasts 15 minutes of real time (not
 * the ads clock: a client waits for x-rate-limit-reset in real time). Every answer carries the
 * x-rate-limit-* headers; the 251st request of a window is answered 429 TOO_MANY_REQUESTS.
 */

export const STATS_RATE_LIMIT = 250;
const WINDOW_MS = 15 * 60_000;

interface Window {
	userId: string;
	startMs: number;
	used: number;
}

const windows = (state: EmulatorState) => state.collection<Window>('adsStatsRateLimit');

/** Counts one request of the user; the headers to send and, when used up, the 429. */
export function takeStatsRequest(
	state: EmulatorState,
	userId: string,
	query: Query,
): { headers: Record<string, string>; refusal?: Reply } {
	const now = Date.now();
	let window = windows(state).find((one) => one.userId === userId);
	if (!window || now >= window.startMs + WINDOW_MS) {
		window?.userId && windows(state).splice(windows(state).indexOf(window), 1);
		window = { userId, startMs: now, used: 0 };
		windows(state).push(window);
	}
	window.used += 1;
	const headers = {
		'x-rate-limit-limit': String(STATS_RATE_LIMIT),
		'x-rate-limit-remaining': String(Math.max(0, STATS_RATE_LIMIT - window.used)),
		'x-rate-limit-reset': String(Math.ceil((window.startMs + WINDOW_MS) / 1000)),
	};
	if (window.used <= STATS_RATE_LIMIT) return { headers };
	const refusal = adsError(
		429,
		'TOO_MANY_REQUESTS',
		'Rate limit exceeded: 250 analytics requests per 15 minutes',
		{ details: 'Wait until x-rate-limit-reset' },
		{ ...query },
	);
	return { headers, refusal: { ...refusal, headers } };
}
