import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';

export const MAX_EVENTS_LIMIT = 10_000;
export const MAX_DURATION_SECONDS = 300;

/**
 * GET /2/activity/stream, read for a while: the events of the app's subscriptions that have no
 * webhook. A custom operation (readEvents.execute.ts), since declarative
 * routing cannot read a persistent answer.
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
};
