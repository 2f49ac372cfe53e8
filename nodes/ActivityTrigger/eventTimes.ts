import type { DeliveredEvent } from './deliveryShapes';

/**
 * Whether an event's time lets it run. The freshness window bounds how old a replayed event
 * may be; clocks drift a little, but no event comes from the future, so a time further ahead
 * than this means a forged or broken body.
 */
export const FUTURE_TOLERANCE_MINUTES = 5;

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface TimeRules {
	now: number;
	windowHours: number;
	/** The option "Accept Events Without a Readable Time": such an event counts as one with no time. */
	acceptUnreadable: boolean;
}

/** Why the event may not run for its time, or undefined when it may. */
export function whyUntimely(
	{ happenedAt }: DeliveredEvent,
	{ now, windowHours, acceptUnreadable }: TimeRules,
): string | undefined {
	if (happenedAt === 'unreadable')
		return acceptUnreadable
			? undefined
			: 'The event names a time that cannot be read and was not run (the option Accept Events Without a Readable Time takes such events)';
	if (happenedAt === undefined) return undefined;
	if (now - happenedAt > windowHours * HOUR_MS)
		return `The event is older than the freshness window of ${windowHours} h and was not run`;
	if (happenedAt - now > FUTURE_TOLERANCE_MINUTES * MINUTE_MS)
		return `The event is dated more than ${FUTURE_TOLERANCE_MINUTES} minutes in the future and was not run`;
	return undefined;
}
