import type { ActivityEvent } from './events';
import type { EmulatorState } from './state';

/**
 * Who hears of each published activity besides the event log: delivery routes (the activity
 * stream, see routes/activity-stream.ts) register here, so events.ts needs no import of them.
 */
export type EventListener = (state: EmulatorState, event: ActivityEvent) => void;

const listeners: EventListener[] = [];

/** Registers a listener once per process (route modules load once; the state is an argument). */
export function onEventPublished(listener: EventListener): void {
	if (!listeners.includes(listener)) listeners.push(listener);
}

export function notifyEventListeners(state: EmulatorState, event: ActivityEvent): void {
	for (const listener of listeners) listener(state, event);
}
