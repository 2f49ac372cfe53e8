import { counted } from '../../../shared/descriptions/thousands';

/**
 * How far ahead of this machine's clock a conversion time may be: the clocks of the shop and of
 * n8n differ by seconds to minutes. The platform counts conversions that happened; a time further
 * ahead is a wrong zone or a wrong field, refused before sending.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The longest attribution window when the event's own windows are not known: the widest the ads
 * UI offers (90 days). The platform documents no oldest conversion time it accepts.
 */
export const WIDEST_WINDOW_DAYS = 90;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** How long ago (or ahead) a span is, in the largest whole unit that fits. */
function span(ms: number): string {
	if (ms >= 2 * DAY_MS) return counted(Math.floor(ms / DAY_MS), 'day');
	if (ms >= 2 * 3_600_000) return counted(Math.floor(ms / 3_600_000), 'hour');
	return counted(Math.max(1, Math.round(ms / MINUTE_MS)), 'minute');
}

/**
 * Checks a conversion time against the clock: a problem (refused) when it lies more than the
 * clock skew ahead, a warning (sent, said in the output) when it is older than the event's
 * longest attribution window, when no ad can be credited with it.
 */
export function checkConversionTime(
	timeMs: number,
	nowMs: number,
	windowDays: number,
	windowName = "the event's longest attribution window",
): { problem?: string; warning?: string } {
	if (timeMs > nowMs + CLOCK_SKEW_MS)
		return {
			problem: `is ${span(timeMs - nowMs)} in the future (${new Date(timeMs).toISOString()}, this machine's clock says ${new Date(nowMs).toISOString()}): a conversion is reported after it happened; check the time and its zone`,
		};
	if (timeMs < nowMs - windowDays * DAY_MS)
		return {
			warning: `conversion_time is ${span(nowMs - timeMs)} old, past ${windowName} (${counted(windowDays, 'day')}): the platform may take it but can credit no ad with it`,
		};
	return {};
}
