import { pngItem } from '../answers/validParameters';
import { userBearerCredentials } from '../helpers/credentials';
import { json, nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const me = () => emulator().seed.userId;
const toDev = { __rl: true, mode: 'username', value: 'platformdev' };
const conversationWithDev = () =>
	[me(), OTHER_USER.id].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).join('-');
const NO_EXPANSIONS = { dmExpansions: [], userFields: [], mediaFields: [] };

describe('Direct Message > Send to User', () => {
	test('sends the text to the user named by username, and the message is in the events', async () => {
		const sent = await run({
			resource: 'directMessage',
			operation: 'sendToUser',
			participant: toDev,
			text: 'Thanks for the follow!',
		});
		expect(sent.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/by/username/platformdev', query: {} },
			{
				method: 'POST',
				path: `/2/dm_conversations/with/${OTHER_USER.id}/messages`,
				query: {},
				body: { text: 'Thanks for the follow!' },
			},
		]);
		expect(json(sent)).toEqual([
			{ dm_conversation_id: conversationWithDev(), dm_event_id: expect.any(String) },
		]);
		const listed = await run({
			resource: 'directMessage',
			operation: 'getManyEvents',
			returnAll: true,
			eventTypes: ['MessageCreate'],
			dmEventFields: ['created_at'],
			...NO_EXPANSIONS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/dm_events',
			query: {
				event_types: 'MessageCreate',
				'dm_event.fields': 'created_at',
				max_results: '100',
			},
		});
		expect(json(listed)).toEqual([
			{
				id: sent.items[0].json.dm_event_id,
				event_type: 'MessageCreate',
				text: 'Thanks for the follow!',
				sender_id: me(),
				created_at: expect.any(String),
			},
		]);
	});

	test('with an image from the input binary field in one step: uploaded as a DM image, then attached', async () => {
		const sent = await run(
			{
				resource: 'directMessage',
				operation: 'sendToUser',
				participant: { __rl: true, mode: 'id', value: OTHER_USER.id },
				text: 'Your coupon',
				attachBinary: true,
				binaryPropertyName: 'data',
			},
			{ items: [pngItem()] },
		);
		expect(sent.error).toBeUndefined();
		const [upload, message] = requests();
		expect(upload).toEqual(
			expect.objectContaining({
				method: 'POST',
				path: '/2/media/upload',
				body: expect.objectContaining({ media_category: 'dm_image' }),
			}),
		);
		const mediaId = String((emulator().log[0].responseBody as { data: { id: string } }).data.id);
		expect(message).toEqual({
			method: 'POST',
			path: `/2/dm_conversations/with/${OTHER_USER.id}/messages`,
			query: {},
			body: { text: 'Your coupon', attachments: [{ media_id: mediaId }] },
		});
		const event = await run({
			resource: 'directMessage',
			operation: 'getEvent',
			eventId: String(sent.items[0].json.dm_event_id),
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/dm_events/${String(sent.items[0].json.dm_event_id)}`,
			query: {
				'dm_event.fields': 'attachments,created_at,dm_conversation_id',
				expansions: 'attachments.media_keys,sender_id',
				'media.fields': 'url',
			},
		});
		expect(event.items[0].json).toEqual(
			expect.objectContaining({
				text: 'Your coupon',
				attachments: { media_keys: [`3_${mediaId}`] },
				media: [
					expect.objectContaining({
						media_key: `3_${mediaId}`,
						type: 'photo',
						url: expect.any(String),
					}),
				],
				sender: expect.objectContaining({ id: me() }),
			}),
		);
	});

	test('a message with neither text nor media is refused before sending', async () => {
		const { error } = await run({
			resource: 'directMessage',
			operation: 'sendToUser',
			participant: toDev,
			text: '',
		});
		expect(error?.message).toBe('Item 1: Text is required when the message has no media');
		expect(requests()).toEqual([]);
	});
});

describe('Direct Message: conversations, events, delete, download, block', () => {
	test('Send to Conversation, Get Conversation Events, Get Events With User, Delete Event', async () => {
		await run({
			resource: 'directMessage',
			operation: 'sendToUser',
			participant: toDev,
			text: 'one',
		});
		const conversationId = conversationWithDev();
		const second = await run({
			resource: 'directMessage',
			operation: 'sendToConversation',
			conversationId,
			text: 'two',
		});
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/dm_conversations/${conversationId}/messages`,
			query: {},
			body: { text: 'two' },
		});
		const inConversation = await run({
			resource: 'directMessage',
			operation: 'getConversationEvents',
			conversationId,
			limit: 10,
			dmEventFields: ['created_at'],
			...NO_EXPANSIONS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/dm_conversations/${conversationId}/dm_events`,
			query: { 'dm_event.fields': 'created_at', max_results: '10' },
		});
		expect(json(inConversation).map((event) => event.text)).toEqual(['two', 'one']);
		const withUser = await run({
			resource: 'directMessage',
			operation: 'getEventsWithUser',
			participant: { __rl: true, mode: 'id', value: OTHER_USER.id },
			returnAll: true,
			dmEventFields: ['created_at'],
			...NO_EXPANSIONS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/dm_conversations/with/${OTHER_USER.id}/dm_events`,
			query: { 'dm_event.fields': 'created_at', max_results: '100' },
		});
		expect(json(withUser)).toHaveLength(2);
		const eventId = String(second.items[0].json.dm_event_id);
		const deleted = await run({ resource: 'directMessage', operation: 'deleteEvent', eventId });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/dm_events/${eventId}`,
			query: {},
		});
		expect(json(deleted)).toEqual([{ deleted: true }]);
	});

	test('Create Group Conversation sends the participants and the first message', async () => {
		const { items } = await run({
			resource: 'directMessage',
			operation: 'createGroupConversation',
			participantIds: `${OTHER_USER.id}, 783214`,
			text: 'Welcome to the launch team',
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/dm_conversations',
				query: {},
				body: {
					conversation_type: 'Group',
					participant_ids: [OTHER_USER.id, '783214'],
					message: { text: 'Welcome to the launch team' },
				},
			},
		]);
		expect(items[0].json).toEqual({
			dm_conversation_id: expect.any(String),
			dm_event_id: expect.any(String),
		});
	});

	test('Download Media gives the attached file as binary data, described in the JSON, with an OAuth 2.0 user token', async () => {
		const credentials = userBearerCredentials(emulator(), 'dm-user-token');
		const sent = await run(
			{
				authentication: 'bearerToken',
				resource: 'directMessage',
				operation: 'sendToUser',
				participant: { __rl: true, mode: 'id', value: OTHER_USER.id },
				attachBinary: true,
			},
			{ items: [pngItem()], credentials },
		);
		expect(sent.error).toBeUndefined();
		const mediaId = String((emulator().log[0].responseBody as { data: { id: string } }).data.id);
		const eventId = String(sent.items[0].json.dm_event_id);
		const { items, error } = await run(
			{
				authentication: 'bearerToken',
				resource: 'directMessage',
				operation: 'downloadMedia',
				dmId: eventId,
				mediaId,
				resourceId: 'photo.png',
				binaryPropertyName: 'photo',
			},
			{ credentials },
		);
		expect(error).toBeUndefined();
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/dm_conversations/media/${eventId}/${mediaId}/photo.png`,
			query: {},
		});
		// What a tool's answer (JSON only) says came back: the file, its type and size, and where.
		expect(items[0].json).toEqual({
			dm_id: eventId,
			media_id: mediaId,
			file_name: 'photo.png',
			mime_type: 'image/png',
			size: 70,
			binary_field: 'photo',
		});
		expect(Object.keys(items[0].binary ?? {})).toEqual(['photo']);
		expect(items[0].binary?.photo).toEqual(
			expect.objectContaining({ mimeType: 'image/png', fileName: 'photo.png' }),
		);
		expect(Buffer.from(String(items[0].binary?.photo.data), 'base64')).toHaveLength(70);
	});

	test('Block and Unblock direct messages from a user', async () => {
		const blocked = await run({ resource: 'directMessage', operation: 'block', targetUser: toDev });
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${OTHER_USER.id}/dm/block`,
			query: {},
		});
		expect(json(blocked)).toEqual([{ blocked: true }]);
		const unblocked = await run({
			resource: 'directMessage',
			operation: 'unblock',
			targetUser: toDev,
		});
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${OTHER_USER.id}/dm/unblock`,
			query: {},
		});
		expect(json(unblocked)).toEqual([{ blocked: false }]);
	});
});
