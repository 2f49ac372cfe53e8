import { notifyEventListeners } from './eventListeners';
import type { EmulatorState } from './state';

/** An activity on the platform that subscriptions may match (spec document 1, "Events"). */
export interface ActivityEvent {
	event_type: string;
	/** The user the event is about (the author of a post, ...). */
	user_id: string;
	payload: Record<string, unknown>;
}

/** Every activity so far, in order; deliveries to webhooks start from here. */
export const activityEvents = (state: EmulatorState): ActivityEvent[] => state.collection<ActivityEvent>('activityEvents');

/**
 * Routes call this when something happens that the platform would deliver (a post created,
 * deleted, ...). It records the event; delivery to the webhooks of matching subscriptions
 * hangs off here too.
 */
export function publishEvent(state: EmulatorState, event: ActivityEvent): void {
	activityEvents(state).push(event);
	notifyEventListeners(state, event);
}
