import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { answerRecords, listRecords } from '../routing/answerShapes';
import { corePaging, returnAllOrLimit } from '../routing/listRouting';
import type { PreSend } from '../routing/preSend';
import { fieldListProperty } from './fieldList';
import { outputProperty } from '../descriptions/output';
import { mergedListRouting } from '../routing/mergedListRouting';
import { userFieldsProperty } from './userFields';
import { referredPostFieldsProperty } from './referredFields';
import { MEDIA_FIELDS } from './lookupFields';

const byKey = (records: unknown, key: string) =>
	new Map(listRecords({ data: records }).map((record) => [String(record[key]), record]));

/**
 * Direct message events with the objects their expansions ask for merged in: `sender` (the user
 * of sender_id), `participants` (participant_ids) and `media` (attachments.media_keys).
 */
export function dmEventsWithExpansions(body: IDataObject): IDataObject[] {
	const includes = (body.includes ?? {}) as IDataObject;
	const users = byKey(includes.users, 'id');
	const media = byKey(includes.media, 'media_key');
	return answerRecords(body).map((event) => {
		const merged: IDataObject = { ...event };
		const sender = users.get(String(event.sender_id));
		if (sender) merged.sender = sender;
		const participants = ((event.participant_ids as string[] | undefined) ?? [])
			.map((id) => users.get(String(id)))
			.filter(Boolean);
		if (participants.length) merged.participants = participants as IDataObject[];
		const keys = ((event.attachments as IDataObject | undefined)?.media_keys ?? []) as string[];
		const attached = keys.map((key) => media.get(String(key))).filter(Boolean);
		if (attached.length) merged.media = attached as IDataObject[];
		return merged;
	});
}

/** Fields, event types, expansions and output of every operation that reads events. */
export const dmEventFieldsProperties: INodeProperties[] = [
	fieldListProperty(
		'Event Fields',
		'dmEventFields',
		'dm_event.fields',
		['attachments', 'created_at', 'dm_conversation_id', 'entities'],
		'Fields to return besides the ID, type, text, sender and participants. A new node asks for the time, the conversation and the attachments.',
		['attachments', 'created_at', 'dm_conversation_id'],
	),
	fieldListProperty(
		'Expansions',
		'dmExpansions',
		'expansions',
		['attachments.media_keys', 'participant_ids', 'referenced_posts', 'sender_id'],
		'Objects to return with the events: Sender ID adds the sender (name, username), Attachments Media Keys the media. A new node adds both.',
		['attachments.media_keys', 'sender_id'],
	),
	{
		...userFieldsProperty,
		default: [],
		description: 'Fields of expanded users besides ID, name and username',
	},
	fieldListProperty(
		'Media Fields',
		'mediaFields',
		'media.fields',
		MEDIA_FIELDS,
		'Fields of expanded media besides media_key and type. A new node asks for the URL.',
		['url'],
	),
	referredPostFieldsProperty,
	outputProperty(
		{
			name: 'Events With Expansions Merged In',
			value: 'merged',
			description: 'One item per event, with its sender, participants and media added to it',
		},
		'One item per answer, exactly as the platform sends it (includes apart)',
	),
];

const eventTypesProperty = fieldListProperty(
	'Event Types',
	'eventTypes',
	'event_types',
	['MessageCreate', 'ParticipantsJoin', 'ParticipantsLeave'],
	'Kinds of events to list; none selected lists all of them',
);

/** A list of events, 100 a page, with Return All / Limit, the event types and the fields. */
export const dmEventListRouting = (url: string, preSend: PreSend[]) =>
	mergedListRouting(url, preSend, corePaging(100), dmEventsWithExpansions);

export const dmEventListFields: INodeProperties[] = [
	...returnAllOrLimit(),
	eventTypesProperty,
	...dmEventFieldsProperties,
];
