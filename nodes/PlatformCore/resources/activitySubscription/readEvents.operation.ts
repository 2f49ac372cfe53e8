import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { coreCredential } from '../../../shared/transport/coreRequest';
import { checkCustomAuthentication } from '../../authentication';
import { forEachItem } from '../../shared/eachItem';
import { openPlatformStream } from '../../transport/openStream';
import { platformApiError } from '../../../shared/transport/platformRequest';
import { readLines } from '../../transport/readLines';
import { requestSettingsOf } from '../../../shared/transport/requestSettings';
import { checkValue, rules } from '../../../shared/validation';
import { timeWindowQuery } from '../../../shared/fields/timeWindow';
import { parseExactJson } from '../../../shared/exactJson';
import { counted } from '../../../shared/descriptions/thousands';
import { readActivityEvent } from '../../../shared/activityEventDetails';
import { normalizeEventType } from '../../../shared/activityEventTypes';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { isRecord } from '../../../shared/isRecord';

export const MAX_EVENTS_LIMIT = 10_000;
export const MAX_DURATION_SECONDS = 300;

/**
 * GET /2/activity/stream, read for a while: the events of the app's subscriptions that have no
 * webhook. Written as code (readEvents below), since
 * declarative routing cannot read a persistent answer.
 */
export const readEventsOperation: Operation = {
	name: 'Read Events',
	value: 'readEvents',
	action: 'Read events from the activity stream',
	description:
		'Connect to the activity stream, collect the events of subscriptions without a webhook for a while, then disconnect; one item per event',
	acceptedAuthentication: APP,
	sends: { query: ['backfill_minutes', 'start_time', 'end_time'] },
	requests: 'GET /2/activity/stream (one connection, read for a while)',
	fields: [
		{
			displayName:
				'The activity stream takes only the app-only bearer token: choose Bearer Token or App-Only as Authentication. It carries the events of subscriptions created without a webhook; the app may have one stream connection at a time.',
			name: 'streamNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Max Events',
			name: 'maxEvents',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_EVENTS_LIMIT },
			default: 100,
			description: 'Stop reading once this many events have arrived',
		},
		{
			displayName: 'Max Duration (Seconds)',
			name: 'maxDurationSeconds',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_DURATION_SECONDS },
			default: 30,
			description: `Once connected, stop reading after this long, with the events that arrived so far (at most ${MAX_DURATION_SECONDS} s)`,
		},
		collection('Options', 'options', 'Add Option', [
			{
				displayName: 'Backfill Minutes',
				name: 'backfillMinutes',
				type: 'number',
				typeOptions: { minValue: 0, maxValue: 5 },
				default: 0,
				description:
					'Also deliver the events of the last 0 to 5 minutes, e.g. those missed while no workflow was reading',
			},
			{
				displayName: 'End Time',
				name: 'endTime',
				type: 'dateTime',
				default: '',
				description: 'Latest time of the events delivered; the platform ends the stream then',
			},
			{
				displayName: 'Start Time',
				name: 'startTime',
				type: 'dateTime',
				default: '',
				description: 'Earliest time of the events delivered',
			},
		]),
	],
	execute: readEvents,
};

/** What the node returns of each event the stream delivers. */
const EVENT_FIELDS = ['event_type', 'event_uuid', 'filter', 'tag', 'payload', 'includes'] as const;

const asRecord = (value: unknown): IDataObject => (isRecord(value) ? value : {});

/** The event's fields, and what it means as the Activity Trigger reads it (for_user_id, details). */
function eventItem(data: IDataObject): IDataObject {
	const item = Object.fromEntries(EVENT_FIELDS.map((field) => [field, data[field]])) as IDataObject;
	if (typeof data.event_type !== 'string') return item;
	const eventType = normalizeEventType(data.event_type);
	return {
		...item,
		event_type: eventType,
		...readActivityEvent(
			eventType,
			asRecord(data.filter),
			asRecord(data.payload),
			asRecord(data.includes),
		),
	};
}

interface StreamRead {
	qs: IDataObject;
	maxEvents: number;
	durationMs: number;
}

/**
 * Activity Subscription > Read Events: for each input item, open GET /2/activity/stream, collect
 * events until Max Events or Max Duration, close the connection, and return one item per event
 * (each event_uuid once per read). Items are read one after another: the app may hold only one
 * stream connection.
 */
export async function readEvents(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	return await forEachItem(
		this,
		async (itemIndex) =>
			await collectEvents.call(this, itemIndex, streamRead.call(this, itemIndex)),
	);
}

/** The item's parameters, checked before connecting; errors name the item and the field. */
function streamRead(this: CodeOperationContext, itemIndex: number): StreamRead {
	const node = this.getNode();
	checkCustomAuthentication(this, itemIndex, 'Activity Subscription', readEventsOperation);
	const maxEvents = this.getNodeParameter('maxEvents', itemIndex, 100) as number;
	checkValue(node, itemIndex, 'Max Events', maxEvents, [rules.intBetween(1, MAX_EVENTS_LIMIT)]);
	const seconds = this.getNodeParameter('maxDurationSeconds', itemIndex, 30) as number;
	checkValue(node, itemIndex, 'Max Duration (Seconds)', seconds, [
		rules.intBetween(1, MAX_DURATION_SECONDS),
	]);

	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const qs: IDataObject = {};
	if (options.backfillMinutes !== undefined && options.backfillMinutes !== '') {
		checkValue(node, itemIndex, 'Backfill Minutes', options.backfillMinutes, [
			rules.intBetween(0, 5),
		]);
		qs.backfill_minutes = Number(options.backfillMinutes);
	}
	Object.assign(qs, timeWindowQuery(node, itemIndex, options, this.getTimezone()));
	return { qs, maxEvents: Number(maxEvents), durationMs: Number(seconds) * 1000 };
}

/** Opens the stream, reads it within the item's limits and closes it. */
async function collectEvents(
	this: CodeOperationContext,
	itemIndex: number,
	read: StreamRead,
): Promise<IDataObject[]> {
	const { credentialType, url } = await coreCredential(
		this,
		this.getNodeParameter('authentication', itemIndex) as string,
	);
	// The node's Request Options, as the transport applies them to every request.
	const stream = await openPlatformStream.call(this, credentialType, {
		method: 'GET',
		url: url('/2/activity/stream'),
		qs: read.qs,
		headers: { Accept: 'application/json' },
	});
	const events: IDataObject[] = [];
	const seen = new Set<string>();
	let streamError: IDataObject | undefined;
	await readLines(stream, {
		// Counted from the connection, so a wait for a free connection does not eat the read.
		deadlineMs: Date.now() + read.durationMs,
		signal: this.getExecutionCancelSignal?.(),
		onLine: (line) => {
			const message = parseLine(line);
			const errors = message.errors as IDataObject[] | undefined;
			if (!message.data && Array.isArray(errors) && errors.length > 0) {
				streamError = errors[0];
				return true;
			}
			const data = (message.data ?? {}) as IDataObject;
			const uuid = String(data.event_uuid ?? '');
			if (uuid !== '' && seen.has(uuid)) return false;
			seen.add(uuid);
			events.push(eventItem(data));
			return events.length >= read.maxEvents;
		},
	});
	if (streamError) {
		const status = Number(streamError.status) || 200;
		const error = await platformApiError.call(
			this,
			credentialType,
			{ status, headers: {}, body: streamError },
			undefined,
			undefined,
			requestSettingsOf(this).policy,
		);
		error.description =
			`${error.description ?? ''} The stream ended the read after ${counted(events.length, 'event')}, which are not returned; Backfill Minutes can fetch recent ones again.`.trim();
		throw error;
	}
	return events;
}

function parseLine(line: string): IDataObject {
	try {
		const parsed = parseExactJson(line);
		if (isRecord(parsed)) return parsed;
	} catch {
		// reported below
	}
	throw new Error(
		`The activity stream sent a line that is not a JSON object: "${line.slice(0, 80)}"`,
	);
}
