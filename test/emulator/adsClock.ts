import type { EmulatorState } from './state';

/**
 * The ads routes' clock: the real time plus an offset tests can move forward, so that what
 * depends on elapsed time (a poll card closes when its duration has passed) is tested without
 * waiting. One per emulator.
 */
const clock = (state: EmulatorState) =>
	state.collection<{ offsetMs: number }>('adsClock', () => [{ offsetMs: 0 }])[0];

export const adsNow = (state: EmulatorState): number => Date.now() + clock(state).offsetMs;

/** Moves the emulator's ads clock forward by some minutes. */
export function advanceAdsClock(state: EmulatorState, minutes: number): void {
	clock(state).offsetMs += minutes * 60_000;
}

/** An ads timestamp, whole seconds, as the seeded records have them. */
export const adsTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The real time as an ads timestamp: what records stamp that do not follow the ads clock. */
export const wallTime = (): string => adsTime(Date.now());
