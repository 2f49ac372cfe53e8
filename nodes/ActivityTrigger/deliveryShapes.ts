import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { readActivityEvent } from '../shared/activityEventDetails';
import { normalizeEventType } from '../shared/activityEventTypes';
import { parseExactJson } from '../shared/exactJson';
import { platformTimeToMs } from '../shared/times';
import type { EventSource } from './eventSources';
import { isRecord } from '../shared/isRecord';

/**
 * The three shapes the platform delivers to the trigger's webhook, each read into the events it
 * holds, with the id repeated deliveries are recognized by and the time the event happened:
 * - activity events: `{data: {event_type, event_uuid, filter, tag, payload, includes}}`;
 * - posts matching stream rules: `{data: post, matching_rules: [{id, tag}]}`;
 * - account activity: `{for_user_id, <kind>_events: [..]}`, one event per entry.
 */
export interface DeliveredEvent {
	/** Repeated deliveries of one event carry the same id. */
	id: string;
	/** When it happened (epoch ms); `unreadable` when it names a time that cannot be read. */
	happenedAt?: number | 'unreadable';
	json: IDataObject;
}

/** A delivery: which of the three shapes it has, and its events (at least one). */
export interface Delivery {
	shape: EventSource;
	events: DeliveredEvent[];
}

/** No time field at all is undefined: the activity event object names no time of its own. */
const timeOf = (stated: unknown): DeliveredEvent['happenedAt'] =>
	stated === undefined ? undefined : (platformTimeToMs(stated) ?? 'unreadable');

/** Literal text of canonicalJson's output (a bracket, a key), told apart from string values. */
class Written {
	constructor(readonly text: string) {}
}

/**
 * JSON with every object's keys sorted, so two orders of one entry read the same. Written with a
 * stack of its own rather than by recursion (or JSON.stringify, which recurses): a body nested ten
 * thousand levels deep must not overflow the call stack and fail the delivery.
 */
export function canonicalJson(value: unknown): string {
	const parts: string[] = [];
	const pending: unknown[] = [value];
	while (pending.length > 0) {
		const next = pending.pop();
		if (next instanceof Written) parts.push(next.text);
		else if (Array.isArray(next)) {
			parts.push('[');
			pending.push(new Written(']'));
			for (let index = next.length - 1; index >= 0; index--) {
				pending.push(next[index] === undefined ? null : next[index]);
				if (index > 0) pending.push(new Written(','));
			}
		} else if (isRecord(next)) {
			const keys = Object.keys(next)
				.filter((key) => next[key] !== undefined)
				.sort();
			parts.push('{');
			pending.push(new Written('}'));
			for (let index = keys.length - 1; index >= 0; index--) {
				pending.push(next[keys[index]]);
				pending.push(new Written(`${index > 0 ? ',' : ''}${JSON.stringify(keys[index])}:`));
			}
		} else parts.push(JSON.stringify(next) ?? 'null');
	}
	return parts.join('');
}

/** The events of a delivery body, or why it holds none. */
export function readDelivery(rawBody: Buffer): Delivery | string {
	let parsed: unknown;
	try {
		// 64-bit ids exact: a numeric `id` beside `id_str` becomes that string (exactJson.ts).
		parsed = parseExactJson(rawBody.toString('utf8'));
	} catch {
		return 'The body is not JSON';
	}
	if (!isRecord(parsed)) return 'The body is not a JSON object';
	if (typeof parsed.for_user_id === 'string')
		return asDelivery('accountActivity', accountActivityEvents(parsed));
	const data = parsed.data;
	if (!isRecord(data)) return 'The body has no event in data';
	if (Array.isArray(parsed.matching_rules))
		return asDelivery('streamRules', streamMatch(data, parsed.matching_rules));
	return asDelivery('activity', activityEvent(data));
}

const asDelivery = (shape: EventSource, events: DeliveredEvent[] | string): Delivery | string =>
	typeof events === 'string' ? events : { shape, events };

function activityEvent(event: IDataObject): DeliveredEvent[] | string {
	if (
		typeof event.event_type !== 'string' ||
		typeof event.event_uuid !== 'string' ||
		!event.event_uuid
	)
		return 'The event has no event_type or event_uuid';
	const payload = isRecord(event.payload) ? event.payload : {};
	const eventType = normalizeEventType(event.event_type);
	const filter = isRecord(event.filter) ? event.filter : {};
	const includes = isRecord(event.includes) ? event.includes : {};
	return [
		{
			id: event.event_uuid,
			happenedAt: timeOf(event.created_at ?? payload.created_at),
			json: {
				event_type: eventType,
				event_uuid: event.event_uuid,
				filter,
				tag: typeof event.tag === 'string' ? event.tag : null,
				payload,
				includes,
				// What the event means, under the names docs/activity-trigger.md maps from the
				// Account Activity item (activityEventDetails.ts).
				...readActivityEvent(eventType, filter, payload, includes),
			},
		},
	];
}

/** A post and the rules it matched: one item, the post with `matching_rules` and their tags. */
function streamMatch(post: IDataObject, rules: unknown[]): DeliveredEvent[] | string {
	if (typeof post.id !== 'string' || !post.id) return 'The matching post has no id';
	const matching = rules.filter(isRecord);
	return [
		{
			id: `post ${post.id}`,
			happenedAt: timeOf(post.created_at),
			json: {
				...post,
				matching_rules: matching,
				tags: matching.map((rule) => String(rule.tag ?? '')),
			},
		},
	];
}

/**
 * Each entry of each `<kind>_events` list is one event: `event_type` is the kind
 * (post_create, favorite, follow, ...), `payload` the entry. Entries name no delivery id, so an
 * entry's own id (entryId), or else a digest of it, recognizes its repeats.
 */
function accountActivityEvents(body: IDataObject): DeliveredEvent[] | string {
	const events = Object.entries(body)
		.filter(([key, value]) => key.endsWith('_events') && Array.isArray(value))
		.flatMap(([key, value]) =>
			(value as unknown[]).filter(isRecord).map((entry) => {
				const kind = key.slice(0, -'_events'.length);
				const own =
					entryId(entry) ?? createHash('sha256').update(canonicalJson(entry)).digest('hex');
				return {
					id: `${body.for_user_id as string} ${kind} ${own}`,
					happenedAt: timeOf(entry.created_at ?? entry.created_timestamp),
					json: { event_type: kind, for_user_id: body.for_user_id, payload: entry },
				};
			}),
		);
	return events.length ? events : 'The account activity delivery holds no events';
}

/**
 * An account-activity entry's own id: `id_str` whenever the platform sends it, else `id` as text
 * or as a whole number. The body was read with parseExactJson, so a numeric `id` past 2^53 is
 * already its exact digits, and one beside `id_str` already that string; never a rounded number.
 */
function entryId(entry: IDataObject): string | undefined {
	if (typeof entry.id_str === 'string' && entry.id_str !== '') return entry.id_str;
	if (typeof entry.id === 'string' && entry.id !== '') return entry.id;
	if (typeof entry.id === 'number' && Number.isSafeInteger(entry.id)) return String(entry.id);
	return undefined;
}
