import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { checkValue, invalidField, rules, type Rule } from '../../../shared/validation';
import { timeToMs } from '../../../shared/times';
import { NUMERIC_ID, SPACE_ID } from '../../../shared/patterns';

export const broadcastIdProperty: INodeProperties = {
	displayName: 'Broadcast ID',
	name: 'broadcastId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1yNGaNwQmVwKj',
	description:
		'The broadcast ID (`broadcast_id` of Create and Get Many), 1 to 13 letters and digits',
};

/** The checked broadcast id. */
export function readBroadcastId(context: IExecuteSingleFunctions): string {
	const id = String(context.getNodeParameter('broadcastId', '')).trim();
	if (id === '')
		throw invalidField(context.getNode(), context.getItemIndex(), 'Broadcast ID', 'is required');
	checkValue(context.getNode(), context.getItemIndex(), 'Broadcast ID', id, [
		rules.matches(SPACE_ID, '1 to 13 letters and digits'),
	]);
	return id;
}

/** preSend: the checked broadcast id in place of `:id`. */
export async function broadcastIdInPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	return { ...requestOptions, url: requestOptions.url.replace(':id', readBroadcastId(this)) };
}

/** The optional details of a broadcast, as Create takes them and Update changes them. */
export const broadcastDetails: INodeProperties[] = [
	{
		displayName: 'Available for Replay',
		name: 'available_for_replay',
		type: 'boolean',
		default: true,
		description: 'Whether viewers can watch it after it ends',
	},
	{ displayName: 'Description', name: 'description', type: 'string', default: '' },
	{ displayName: 'Locale', name: 'locale', type: 'string', default: '', placeholder: 'e.g. en' },
	{
		displayName: 'Manual Publish',
		name: 'manual_publish',
		type: 'boolean',
		default: false,
		description: 'Whether to go live by hand (Go Live) instead of at the start time',
	},
	{
		displayName: 'Thumbnail Media ID',
		name: 'thumbnail_media_id',
		type: 'string',
		default: '',
		description: 'ID of an uploaded image to show before it starts',
	},
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: '',
		placeholder: 'e.g. Spring collection launch',
	},
	{
		displayName: 'Chat Option',
		name: 'chat_option',
		type: 'string',
		default: '',
		placeholder: 'e.g. 1',
		description:
			"Who may chat during the broadcast, as the platform's number for the setting. Sent as chat_option.",
	},
	{
		displayName: 'Locked',
		name: 'is_locked',
		type: 'boolean',
		default: false,
		description: 'Whether the broadcast is locked against changes by others. Sent as is_locked.',
	},
];

/** Details whose value is a number written as text: checked before sending. */
const NUMERIC_DETAILS: Record<string, [field: string, rule: Rule]> = {
	chat_option: ['Chat Option', rules.matches(NUMERIC_ID, 'a whole number such as 1')],
	thumbnail_media_id: ['Thumbnail Media ID', rules.id],
	telecast_id: ['Telecast ID', rules.id],
};

/** What Create sends besides its recurrence; Update adds scheduled_broadcast_id and roll_forward. */
export const BROADCAST_BODY_SENDS = [
	'source_id',
	'scheduled_start_ms',
	'scheduled_end_ms',
	...broadcastDetails.map((detail) => detail.name),
];

/** A date and time as the milliseconds since 1970 the platform takes, as a decimal string. */
export function msField(context: IExecuteSingleFunctions, field: string, value: unknown): string {
	const ms = timeToMs(String(value ?? ''), context.getTimezone());
	if (ms === undefined)
		throw invalidField(
			context.getNode(),
			context.getItemIndex(),
			field,
			`must be a date and time such as 2026-12-01T18:00:00Z, got "${String(value).slice(0, 40)}"`,
		);
	return String(ms);
}

/** The schedule and details as the body, checked: the end after the start. */
export function scheduleBody(
	context: IExecuteSingleFunctions,
	start: unknown,
	end: unknown,
	details: IDataObject,
): IDataObject {
	const body: IDataObject = {
		scheduled_start_ms: msField(context, 'Start Time', start),
		scheduled_end_ms: msField(context, 'End Time', end),
	};
	if (Number(body.scheduled_end_ms) <= Number(body.scheduled_start_ms))
		throw invalidField(
			context.getNode(),
			context.getItemIndex(),
			'End Time',
			'must be after Start Time',
		);
	for (const [key, value] of Object.entries(details)) {
		if (value === '' || value === undefined) continue;
		if (NUMERIC_DETAILS[key]) {
			const [field, rule] = NUMERIC_DETAILS[key];
			checkValue(context.getNode(), context.getItemIndex(), field, String(value).trim(), [rule]);
		}
		body[key] = NUMERIC_DETAILS[key] ? String(value).trim() : value;
	}
	return body;
}
