import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

import { problem } from '../errors';
import { onEventPublished } from '../eventListeners';
import { matches } from '../events';
import { invalidRequest, unknownField } from '../invalidRequest';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';
import { activitySubscriptions, type ActivitySubscription } from './activitySubscriptions';

/**
 * GET /2/activity/stream: a
 * persistent answer, one JSON event per line, blank keep-alive lines. It carries the events of
 * the app's subscriptions that have no webhook_id, as they are published while connected,
 * after those of the last `backfill_minutes` (0 to 5) or since `start_time`; it ends at
 * `end_time`. One connection per app: a second one gets 429 streaming-connection.
 */

/** One stream line's event, as the platform writes it. */
export interface StreamEvent {
	data: {
		event_type: string;
		event_uuid: string;
		filter: ActivitySubscription['filter'];
		tag?: string;
		payload: Record<string, unknown>;
		includes: Record<string, unknown>;
	};
}

/** A delivery to the stream, kept for backfill: when it happened and the line it was. */
interface StreamDelivery {
	atMs: number;
	event: StreamEvent;
}

/** An open (or closed) stream connection, as tests and the e2e control see it. */
export interface StreamConnection {
	id: string;
	/** The bearer token that opened it: one connection per app. */
	app: string;
	query: Query;
	openedAt: number;
	closedAt?: number;
	/** event_uuid of each event line written, in order (repeats included). */
	written: string[];
	keepAlives: number;
	response?: ServerResponse;
	endTimeMs?: number;
}

export interface StreamSettings {
	/** Interval of the blank keep-alive lines (tests shorten it). */
	keepAliveMs: number;
}

export const streamSettings = (state: EmulatorState): StreamSettings =>
	state.collection<StreamSettings>('activityStreamSettings', () => [{ keepAliveMs: 5_000 }])[0];
export const streamConnections = (state: EmulatorState): StreamConnection[] =>
	state.collection<StreamConnection>('activityStreamConnections');
const streamDeliveries = (state: EmulatorState): StreamDelivery[] =>
	state.collection<StreamDelivery>('activityStreamDeliveries');

const isOpen = (connection: StreamConnection) => connection.closedAt === undefined;
const MINUTE_MS = 60_000;
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Writes one event line to every open connection whose window it falls in. */
export function deliverToStreams(
	state: EmulatorState,
	event: StreamEvent,
	atMs = Date.now(),
): void {
	for (const connection of streamConnections(state).filter(isOpen)) {
		if (connection.endTimeMs !== undefined && atMs > connection.endTimeMs) continue;
		writeEvent(connection, event);
	}
}

function writeEvent(connection: StreamConnection, event: StreamEvent): void {
	connection.written.push(event.data.event_uuid);
	connection.response?.write(`${JSON.stringify(event)}\r\n`);
}

/** Each published activity becomes one stream event per matching subscription (own event_uuid). */
onEventPublished((state, event) => {
	for (const subscription of activitySubscriptions(state).filter(
		(candidate) => candidate.webhook_id === undefined && matches(candidate, event),
	)) {
		const { event_type, filter, tag } = subscription;
		const line: StreamEvent = {
			data: {
				event_type,
				event_uuid: randomUUID(),
				filter: { ...filter },
				...(tag !== undefined ? { tag } : {}),
				payload: event.payload,
				includes: event.includes ?? {},
			},
		};
		const atMs = Date.now();
		streamDeliveries(state).push({ atMs, event: line });
		deliverToStreams(state, line, atMs);
	}
});

const single = (value: Query[string] | undefined) =>
	Array.isArray(value) ? value[value.length - 1] : value;

/**
 * The time window a connection asks for; a refusal (invalid-request) names the parameter at fault.
 */
interface StreamWindow {
	refusal?: Reply;
	/** Deliveries since then are replayed first (backfill_minutes, start_time: the earlier). */
	fromMs?: number;
	endMs?: number;
}

function readWindow(query: Query): StreamWindow {
	const unknown = unknownField(query, ['backfill_minutes', 'start_time', 'end_time']);
	if (unknown)
		return {
			refusal: invalidRequest(`Unknown query parameter ${unknown}`, {
				[unknown]: [String(query[unknown])],
			}),
		};
	const backfill = single(query.backfill_minutes);
	if (backfill !== undefined && !/^[0-5]$/.test(backfill))
		return {
			refusal: invalidRequest('backfill_minutes must be an integer from 0 to 5', {
				backfill_minutes: [backfill],
			}),
		};
	const times: Record<string, number | undefined> = {};
	for (const name of ['start_time', 'end_time']) {
		const value = single(query[name]);
		if (value === undefined) continue;
		if (!RFC3339_UTC.test(value) || Number.isNaN(Date.parse(value)))
			return {
				refusal: invalidRequest(`${name} must be YYYY-MM-DDTHH:mm:ssZ`, { [name]: [value] }),
			};
		times[name] = Date.parse(value);
	}
	const { start_time: startMs, end_time: endMs } = times;
	if (startMs !== undefined && endMs !== undefined && endMs <= startMs)
		return {
			refusal: invalidRequest('end_time must be after start_time', {
				end_time: [String(single(query.end_time))],
			}),
		};
	const backfillFromMs =
		backfill && backfill !== '0' ? Date.now() - Number(backfill) * MINUTE_MS : undefined;
	const starts = [backfillFromMs, startMs].filter((ms): ms is number => ms !== undefined);
	return { fromMs: starts.length > 0 ? Math.min(...starts) : undefined, endMs };
}

function openStream({ state, query, auth }: RouteContext): Reply {
	const window = readWindow(query);
	if (window.refusal) return window.refusal;
	const app = auth.token ?? '';
	if (streamConnections(state).some((connection) => isOpen(connection) && connection.app === app)) {
		return problem(
			429,
			'streaming-connection',
			'ConnectionException',
			'This stream is currently at the maximum allowed connection limit.',
			{ connection_issue: 'TooManyConnections' },
		);
	}
	// Registered now, before the answer is written, so that a second request sees it at once.
	const connection: StreamConnection = {
		id: state.nextNumericId(),
		app,
		query,
		openedAt: Date.now(),
		written: [],
		keepAlives: 0,
		endTimeMs: window.endMs,
	};
	streamConnections(state).push(connection);
	return {
		headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
		stream: (response) => {
			connection.response = response;
			// The client learns of the connection now, not with the first line.
			response.flushHeaders();
			if (window.fromMs !== undefined) {
				const { fromMs } = window;
				const replay = streamDeliveries(state).filter(
					({ atMs }) => atMs >= fromMs && (window.endMs === undefined || atMs <= window.endMs),
				);
				for (const { event } of replay) writeEvent(connection, event);
			}
			const keepAlive = setInterval(() => {
				connection.keepAlives++;
				response.write('\r\n');
			}, streamSettings(state).keepAliveMs);
			const untilEnd =
				window.endMs === undefined
					? undefined
					: setTimeout(() => response.end(), Math.max(0, window.endMs - Date.now()));
			response.on('close', () => {
				clearInterval(keepAlive);
				clearTimeout(untilEnd);
				connection.closedAt = Date.now();
				delete connection.response;
			});
		},
	};
}

/**
 * What the e2e control GET /__emulator/activity/stream/connections shows of a connection (not
 * its response object). Events are published with POST /__emulator/events (event-controls.ts).
 */
const describeConnection = ({
	id,
	query,
	openedAt,
	closedAt,
	written,
	keepAlives,
}: StreamConnection) => ({ id, query, openedAt, closedAt, written, keepAlives });

export const routes: Route[] = [
	{ api: 'core', method: 'GET', path: '/2/activity/stream', auth: 'app', handler: openStream },
	{
		// Test control: the stream connections so far, open or closed.
		api: 'core',
		method: 'GET',
		path: '/__emulator/activity/stream/connections',
		auth: 'none',
		handler: ({ state }) => ({ body: { data: streamConnections(state).map(describeConnection) } }),
	},
];
