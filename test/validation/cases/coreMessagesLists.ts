import { ids, locator, rows, type MatrixCase } from '../matrixCase';

/** Core interface, direct messages, lists, spaces, media, articles, compliance, broadcasts. */
export const coreMessagesListsCases: MatrixCase[] = [
	...rows(1, 'core', { resource: 'directMessage' }, [
		[
			'a message with no text and no media',
			{ operation: 'sendToUser', participant: locator('2244994945'), text: '' },
			'Item 1: Text is required when the message has no media',
		],
		[
			'a media ID that is not one',
			{ operation: 'sendToUser', participant: locator('2244994945'), text: 'hi', mediaIds: 'abc' },
			'Item 1: Media IDs must hold numeric IDs of 1 to 19 digits; "abc" is not one',
		],
		[
			'a conversation ID that is not one',
			{ operation: 'getConversationEvents', conversationId: 'abc' },
			'Item 1: Conversation ID must be a group number or two user IDs joined by a dash, got "abc"',
		],
		[
			'one participant for a group',
			{ operation: 'createGroupConversation', participantIds: '2244994945', text: 'hi' },
			'Item 1: Participant IDs needs at least 2 entries (it has 1)',
		],
		[
			'50 participants for a group',
			{ operation: 'createGroupConversation', participantIds: ids(50), text: 'hi' },
			'Item 1: Participant IDs allows at most 49 entries (it has 50)',
		],
		[
			'an event ID that is not one',
			{ operation: 'getEvent', eventId: 'e1' },
			'Item 1: Event ID must be a numeric ID of 1 to 19 digits, got "e1"',
		],
	]),
	...rows(1, 'core', { resource: 'list' }, [
		[
			'a list name of 26 characters',
			{ operation: 'create', name: 'x'.repeat(26) },
			'Item 1: Name must be at most 25 characters long (it has 26)',
		],
		[
			'a description of 101 characters',
			{ operation: 'create', name: 'ok', additionalFields: { description: 'x'.repeat(101) } },
			'Item 1: Description must be at most 100 characters long (it has 101)',
		],
		[
			'an update with nothing to change',
			{ operation: 'update', listId: locator('1146654567674912769'), updateFields: {} },
			'Item 1: Update Fields needs at least one field to change',
		],
		[
			'a list link that is not one',
			{ operation: 'get', listId: locator('https://example.com/lists', 'url') },
			'Item 1: List must be a link to it',
		],
	]),
	...rows(1, 'core', { resource: 'space', authentication: 'bearerToken' }, [
		[
			'a space ID with a dash',
			{ operation: 'get', spaceId: 'a-b' },
			'Item 1: Space ID must be 1 to 13 letters and digits, got "a-b"',
		],
		[
			'101 space IDs',
			{ operation: 'getMany', spaceIds: Array.from({ length: 101 }, (_, n) => `s${n}`).join(',') },
			'Item 1: Space IDs allows at most 100 entries (it has 101)',
		],
	]),
	...rows(1, 'core', { resource: 'media' }, [
		[
			'a media key that is not one',
			{ operation: 'get', mediaKey: '12' },
			'Item 1: Media Key must be a media key such as 7_1234567890123456789, got "12"',
		],
		[
			'alt text of 1,001 characters',
			{ operation: 'addMetadata', mediaId: '1500000000000000001', altText: 'x'.repeat(1001) },
			'Item 1: Alt Text must be at most 1,000 characters long (it has 1,001)',
		],
		[
			'a language code in lower case',
			{
				operation: 'addSubtitles',
				mediaId: '1500000000000000001',
				subtitlesMediaId: '1500000000000000002',
				languageCode: 'en',
			},
			'Item 1: Language Code must be two capital letters such as EN, got "en"',
		],
	]),
	...rows(1, 'core', {}, [
		[
			'an article without a body',
			{ resource: 'article', operation: 'createDraft', title: 'T', body: '={{ "" }}' },
			'Item 1: Body is required',
		],
		[
			'a chat message of 141 characters',
			{
				resource: 'broadcast',
				operation: 'sendChatMessage',
				broadcastId: 'abc',
				text: 'x'.repeat(141),
			},
			'Item 1: Text must be at most 140 characters long (it has 141)',
		],
		[
			'a broadcast ending before it starts',
			{
				resource: 'broadcast',
				operation: 'create',
				sourceId: 'k',
				startTime: '2030-01-01T18:00:00Z',
				endTime: '2030-01-01T17:00:00Z',
			},
			'Item 1: End Time must be after Start Time',
		],
		[
			'a compliance job name of 65 characters',
			{
				resource: 'complianceJob',
				operation: 'create',
				authentication: 'bearerToken',
				name: 'x'.repeat(65),
			},
			'Item 1: Name must be at most 64 characters long (it has 65)',
		],
		[
			'a note ID that is not one',
			{ resource: 'communityNote', operation: 'delete', noteId: 'n' },
			'Item 1: Note ID must be a numeric ID of 1 to 19 digits, got "n"',
		],
	]),
];
