import { sleep } from 'n8n-workflow';

/** The platform's limit: conversions per account in any 15 minutes. */
export const EVENTS_PER_WINDOW = 60_000;
export const WINDOW_MS = 15 * 60_000;

/**
 * Keeps one run's requests under the Conversions API's limit: before a request would bring the
 * conversions of the last 15 minutes above 60,000, it waits until the oldest ones leave the
 * window. The run sends to one pixel (one account), so one pacer serves the run.
 */
export function conversionPacer(
	wait: (ms: number) => Promise<void> = sleep,
	now: () => number = Date.now,
) {
	const sent: Array<{ at: number; count: number }> = [];
	return async (count: number): Promise<void> => {
		for (;;) {
			const since = now() - WINDOW_MS;
			while (sent.length > 0 && sent[0].at <= since) sent.shift();
			const used = sent.reduce((sum, entry) => sum + entry.count, 0);
			if (used + count <= EVENTS_PER_WINDOW || sent.length === 0) break;
			await wait(sent[0].at - since);
		}
		sent.push({ at: now(), count });
	};
}
