import { userById } from '../people';
import {
	checkId,
	checked,
	invalidRequest,
	listOf,
	notAuthorized,
	notFound,
	single,
} from '../requestChecks';
import type { EmulatorState } from '../state';
import { mediaRecords } from '../stores';
import type { Query, Reply, Route } from '../types';
import { USER_FIELDS, userView } from '../views';
import { corePage } from '../paging';

interface DmEvent {
	id: string;
	event_type: 'MessageCreate' | 'ParticipantsJoin' | 'ParticipantsLeave';
	dm_conversation_id: string;
	sender_id: string;
	created_at: string;
	text?: string;
	attachments?: { media_keys: string[] };
	participant_ids?: string[];
}

interface Conversation {
	id: string;
	participants: string[];
}

const events = (state: EmulatorState) => state.collection<DmEvent>('dmEvents');
const conversations = (state: EmulatorState) => state.collection<Conversation>('dmConversations');
const dmBlocks = (state: EmulatorState) => state.collection<string>('dmBlocks');

/** A one-to-one conversation's id: the two user ids, smaller first, joined by a dash. */
function oneToOne(state: EmulatorState, a: string, b: string): Conversation {
	const id = [a, b].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1)).join('-');
	let conversation = conversations(state).find((one) => one.id === id);
	if (!conversation) {
		conversation = { id, participants: [a, b] };
		conversations(state).push(conversation);
	}
	return conversation;
}

function knownUser(state: EmulatorState, parameter: string, id: string) {
	if (!userById(state, checkId(parameter, id))) throw notFound('user', parameter, id);
	return id;
}

/** The message body: text and attachments of media the emulator has (uploaded earlier). */
function messageOf(state: EmulatorState, body: unknown): Pick<DmEvent, 'text' | 'attachments'> {
	const { text, attachments } = (body ?? {}) as {
		text?: string;
		attachments?: Array<{ media_id: string }>;
	};
	const keys = (attachments ?? []).map(({ media_id }) => {
		const media = mediaRecords(state).find((record) => record.media_id === media_id);
		if (!media)
			throw invalidRequest('attachments', media_id, `Media [${media_id}] was not uploaded`);
		return media.media_key;
	});
	return {
		...(text ? { text } : {}),
		...(keys.length ? { attachments: { media_keys: keys } } : {}),
	};
}

function post(
	state: EmulatorState,
	conversation: Conversation,
	sender: string,
	body: unknown,
): Reply {
	const event: DmEvent = {
		id: state.nextNumericId(),
		event_type: 'MessageCreate',
		dm_conversation_id: conversation.id,
		sender_id: sender,
		created_at: new Date().toISOString(),
		...messageOf(state, body),
	};
	events(state).push(event);
	return {
		status: 201,
		body: { data: { dm_conversation_id: conversation.id, dm_event_id: event.id } },
	};
}

const DM_FIELDS = [
	'attachments',
	'created_at',
	'dm_conversation_id',
	'entities',
	'event_type',
	'id',
	'text',
];

/** What every event carries whatever the fields asked for. */
const DEFAULT_FIELDS = ['id', 'event_type', 'text', 'sender_id', 'participant_ids'];

/** One page of events, newest first: the fields asked for, and includes for the expansions. */
function eventsPage(state: EmulatorState, found: DmEvent[], query: Query): Reply {
	const types = (
		single(query, 'event_types') ?? 'MessageCreate,ParticipantsJoin,ParticipantsLeave'
	).split(',');
	const fields = listOf(query, 'dm_event.fields', DM_FIELDS);
	const expansions = (single(query, 'expansions') ?? '').split(',');
	const selected = [...found].reverse().filter((event) => types.includes(event.event_type));
	const reply = corePage(selected, query, { min: 1, max: 100, default: 100 });
	const page = (reply.body as { data?: DmEvent[] }).data;
	if (!page) return reply;
	return {
		body: { ...(reply.body as object), ...eventsBody(state, page, fields, expansions, query) },
	};
}

function eventsBody(
	state: EmulatorState,
	page: DmEvent[],
	fields: string[],
	expansions: string[],
	query: Query,
) {
	const view = (event: DmEvent) =>
		Object.fromEntries(
			Object.entries(event).filter(([key]) => DEFAULT_FIELDS.includes(key) || fields.includes(key)),
		);
	const users = [
		...(expansions.includes('sender_id') ? page.map((event) => event.sender_id) : []),
		...(expansions.includes('participant_ids')
			? page.flatMap((event) => event.participant_ids ?? [])
			: []),
	];
	const keys = expansions.includes('attachments.media_keys')
		? page.flatMap((event) => event.attachments?.media_keys ?? [])
		: [];
	const userFields = listOf(query, 'user.fields', USER_FIELDS);
	const mediaFields = (single(query, 'media.fields') ?? '').split(',');
	const includes: Record<string, unknown[]> = {};
	const uniqueUsers = [...new Set(users)]
		.map((id) => userById(state, id))
		.filter((user) => user !== undefined);
	if (uniqueUsers.length) includes.users = uniqueUsers.map((user) => userView(user, userFields));
	const media = [...new Set(keys)]
		.map((key) => mediaRecords(state).find((record) => record.media_key === key))
		.filter((record) => record !== undefined)
		.map((record) =>
			Object.fromEntries(
				Object.entries(record).filter(
					([key]) => ['media_key', 'type'].includes(key) || mediaFields.includes(key),
				),
			),
		);
	if (media.length) includes.media = media;
	return { data: page.map(view), ...(Object.keys(includes).length ? { includes } : {}) };
}

const mine = (state: EmulatorState, userId: string) => (event: DmEvent) =>
	conversations(state).some(
		(conversation) =>
			conversation.id === event.dm_conversation_id && conversation.participants.includes(userId),
	);

const CONVERSATION_ID = /^([0-9]{1,19}-[0-9]{1,19}|[0-9]{15,19})$/;

/** A one-by-one PNG: what the emulator answers for any attached image. */
const PIXEL = Buffer.from(
	'89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
		'1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b8d2a10000000049454e44ae426082',
	'hex',
);

/**
 * Direct messages with state: a message sent to a user or a conversation is an event of that
 * conversation, listed (newest first) by the events of the user, of the conversation and with the
 * other user, with its attached media; a group conversation starts with a join and a message.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/dm_conversations/with/:participant_id/messages',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const other = knownUser(state, 'participant_id', params.participant_id);
			return post(state, oneToOne(state, String(auth.userId), other), String(auth.userId), body);
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/dm_conversations/:dm_conversation_id/messages',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const conversation = conversations(state).find((one) => one.id === params.dm_conversation_id);
			if (!conversation || !conversation.participants.includes(String(auth.userId)))
				throw notFound('dm_conversation', 'dm_conversation_id', params.dm_conversation_id);
			return post(state, conversation, String(auth.userId), body);
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/dm_conversations',
		auth: 'user',
		handler: checked(({ body, auth, state }) => {
			const { participant_ids: ids, message } = body as {
				participant_ids: string[];
				message: unknown;
			};
			ids.forEach((id) => knownUser(state, 'participant_ids', id));
			const conversation = {
				id: state.nextNumericId(),
				participants: [String(auth.userId), ...ids],
			};
			conversations(state).push(conversation);
			events(state).push({
				id: state.nextNumericId(),
				event_type: 'ParticipantsJoin',
				dm_conversation_id: conversation.id,
				sender_id: String(auth.userId),
				created_at: new Date().toISOString(),
				participant_ids: ids,
			});
			return post(state, conversation, String(auth.userId), message);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/dm_events',
		auth: 'user',
		handler: checked(({ query, auth, state }) =>
			eventsPage(state, events(state).filter(mine(state, String(auth.userId))), query),
		),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/dm_conversations/with/:participant_id/dm_events',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const other = knownUser(state, 'participant_id', params.participant_id);
			const { id } = oneToOne(state, String(auth.userId), other);
			return eventsPage(
				state,
				events(state).filter((event) => event.dm_conversation_id === id),
				query,
			);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/dm_conversations/:id/dm_events',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			if (!CONVERSATION_ID.test(params.id))
				throw invalidRequest(
					'id',
					params.id,
					`The \`id\` value [${params.id}] is not a conversation id`,
				);
			const found = events(state).filter(
				(event) =>
					event.dm_conversation_id === params.id && mine(state, String(auth.userId))(event),
			);
			return eventsPage(state, found, query);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/dm_events/:event_id',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const event = events(state).find((one) => one.id === checkId('event_id', params.event_id));
			if (!event || !mine(state, String(auth.userId))(event))
				throw notFound('dm_event', 'event_id', params.event_id);
			const fields = listOf(query, 'dm_event.fields', DM_FIELDS);
			const body = eventsBody(
				state,
				[event],
				fields,
				(single(query, 'expansions') ?? '').split(','),
				query,
			);
			return { body: { ...body, data: body.data[0] } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/dm_events/:event_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const all = events(state);
			const index = all.findIndex((one) => one.id === checkId('event_id', params.event_id));
			if (index === -1) throw notFound('dm_event', 'event_id', params.event_id);
			if (all[index].sender_id !== auth.userId)
				throw notAuthorized(
					'dm_event',
					'event_id',
					params.event_id,
					'You can only delete messages you sent.',
				);
			all.splice(index, 1);
			return { body: { data: { deleted: true } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/dm_conversations/media/:dm_id/:media_id/:resource_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const event = events(state).find((one) => one.id === params.dm_id);
			if (!event || !mine(state, String(auth.userId))(event))
				throw notFound('dm_event', 'dm_id', params.dm_id);
			const media = mediaRecords(state).find(
				(record) =>
					record.media_id === params.media_id &&
					event.attachments?.media_keys.includes(record.media_key),
			);
			if (!media) throw notFound('media', 'media_id', params.media_id);
			return {
				headers: { 'content-type': 'image/png', 'content-length': String(PIXEL.length) },
				stream: (response) => response.end(PIXEL),
			};
		}),
	},
	...(['block', 'unblock'] as const).map(
		(action): Route => ({
			api: 'core',
			method: 'POST',
			path: `/2/users/:id/dm/${action}`,
			auth: 'user',
			handler: checked(({ params, state }) => {
				const id = knownUser(state, 'id', params.id);
				const blocked = dmBlocks(state);
				if (action === 'block' && !blocked.includes(id)) blocked.push(id);
				if (action === 'unblock' && blocked.includes(id)) blocked.splice(blocked.indexOf(id), 1);
				return { body: { data: { blocked: action === 'block' } } };
			}),
		}),
	),
];
