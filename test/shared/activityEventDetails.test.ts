import type { IDataObject } from 'n8n-workflow';

import { readActivityEvent } from '../../nodes/shared/activityEventDetails';
import { ACTIVITY_EVENT_TYPES, normalizeEventType } from '../../nodes/shared/activityEventTypes';
import { OTHER_USER, samplePayload } from '../emulator/activityPayloads';
import { EVENT_TYPES } from '../emulator/routes/activitySubscriptions';
import catalogueFixture from './fixtures/activityEventCatalogue.json';

/**
 * Each family of event types read from the payload the emulator delivers for it (written from
 * the platform's payload examples, on its own): the item's `details`, `for_user_id` and the
 * Account Activity kind it replaces.
 */
const ME = '1000000000000000001';

const read = (eventType: string, filter: IDataObject = { user_id: ME }) => {
	const { payload, includes } = samplePayload(eventType, ME);
	return readActivityEvent(
		normalizeEventType(eventType),
		filter,
		payload as IDataObject,
		(includes ?? {}) as IDataObject,
	);
};

describe('the emulator’s deliveries', () => {
	it('has a documented payload for every event type of the catalogue, and takes each', () => {
		for (const eventType of catalogueFixture.catalogue) {
			expect([eventType, EVENT_TYPES.includes(eventType)]).toEqual([eventType, true]);
			expect([eventType, Object.keys(samplePayload(eventType, ME).payload).length > 0]).toEqual([
				eventType,
				true,
			]);
		}
	});

	it('every event type the package offers reads into details', () => {
		for (const { value } of ACTIVITY_EVENT_TYPES)
			expect([value, Object.keys(read(value).details).length > 0]).toEqual([value, true]);
	});
});

describe('reading each family', () => {
	it('post.create: the user’s own post, reply, quote or repost', () => {
		expect(read('post.create')).toEqual({
			for_user_id: ME,
			account_activity_kind: 'post_create',
			details: expect.objectContaining({
				relation: 'by_user',
				post_kind: 'post',
				post_id: '1960000000000000001',
				text: 'A post of the user',
				author_id: ME,
				author: expect.objectContaining({ id: ME }),
			}),
		});
	});

	it.each([
		['post.mention.create', 'mention', 'post', { mentioned_user_ids: [ME] }],
		[
			'post.reply.create',
			'reply',
			'reply',
			{ in_reply_to_post_id: '1960000000000000000', in_reply_to_user_id: ME },
		],
		['post.quote.create', 'quote', 'quote', { quoted_post_id: '1960000000000000000' }],
		['post.repost.create', 'repost', 'repost', { reposted_post_id: '1960000000000000000' }],
	])('%s: another account’s post about the user', (eventType, relation, postKind, extra) => {
		const { account_activity_kind, details } = read(eventType);
		expect(account_activity_kind).toBe('post_create');
		expect(details).toMatchObject({
			relation,
			post_kind: postKind,
			author_id: OTHER_USER.id,
			author: expect.objectContaining({ username: OTHER_USER.username }),
			...extra,
		});
	});

	it('post.delete: the post id and its author (the users of includes come wrapped)', () => {
		expect(read('post.delete')).toEqual({
			for_user_id: ME,
			account_activity_kind: 'post_delete',
			details: {
				post_id: '1960000000000000001',
				author_id: ME,
				author: expect.objectContaining({ id: ME }),
			},
		});
	});

	it('like.create: a like the user’s post received names the liker from includes', () => {
		const { account_activity_kind, details } = read('like.create');
		expect(account_activity_kind).toBe('favorite');
		expect(details).toMatchObject({
			direction: 'received',
			post_id: '1960000000000000000',
			post_author_id: ME,
			user_id: OTHER_USER.id,
			post: expect.objectContaining({ text: 'Our news' }),
		});
		expect(typeof details.timestamp_ms).toBe('number');
	});

	it('like.create: a like the user gave is the user’s, and reads the Reference’s post_author_id', () => {
		const { details } = readActivityEvent(
			'like.create',
			{ user_id: ME },
			{ id: 'ab', liked_post_id: '5', post_author_id: OTHER_USER.id, timestamp_ms: 1764000000000 },
			{},
		);
		expect(details).toMatchObject({
			direction: 'given',
			user_id: ME,
			post_author_id: OTHER_USER.id,
		});
	});

	it.each([
		['follow.follow', 'follow', 'follow', OTHER_USER.id, ME],
		['follow.unfollow', 'follow', 'unfollow', OTHER_USER.id, ME],
		['block.block', 'block', 'block', ME, OTHER_USER.id],
		['block.unblock', 'block', 'unblock', ME, OTHER_USER.id],
		['mute.mute', 'mute', 'mute', ME, OTHER_USER.id],
		['mute.unmute', 'mute', 'unmute', ME, OTHER_USER.id],
	])('%s: source and target unwrapped', (eventType, kind, action, source, target) => {
		const { account_activity_kind, details } = read(eventType);
		expect(account_activity_kind).toBe(kind);
		expect(details).toMatchObject({
			action,
			source_user_id: source,
			target_user_id: target,
			source: expect.objectContaining({ id: source }),
			target: expect.objectContaining({ id: target }),
		});
	});

	it.each([
		['dm.sent', ME, OTHER_USER.id],
		['dm.received', OTHER_USER.id, ME],
	])('%s: the message of direct_message_events', (eventType, sender, recipient) => {
		const { account_activity_kind, details } = read(eventType);
		expect(account_activity_kind).toBe('direct_message');
		expect(details).toMatchObject({
			encrypted: false,
			sender_id: sender,
			recipient_id: recipient,
			text: 'Hello there',
			users: { [sender]: expect.objectContaining({ id: sender }) },
		});
	});

	it.each([
		['dm.indicate_typing', 'direct_message_indicate_typing'],
		['dm.read', 'direct_message_mark_read'],
	])('%s: sender and recipient, as Account Activity had them', (eventType, kind) => {
		const { account_activity_kind, details } = read(eventType);
		expect(account_activity_kind).toBe(kind);
		expect(details).toMatchObject({ sender_id: OTHER_USER.id, recipient_id: ME });
	});

	it('chat.*: encrypted, ids only', () => {
		for (const eventType of ['chat.sent', 'chat.received', 'chat.conversation_join']) {
			const { account_activity_kind, details } = read(eventType);
			expect(account_activity_kind).toBeNull();
			expect(details).toMatchObject({ encrypted: true, sender_id: ME, text: null });
		}
	});

	it('oauth.revoke: the user and app, with the user as for_user_id (its filter is empty)', () => {
		expect(read('oauth.revoke', {})).toEqual({
			for_user_id: ME,
			account_activity_kind: 'user_event',
			details: {
				action: 'revoke',
				user_id: ME,
				app_id: '29871234',
				date_time: expect.stringMatching(/\+00:00$/),
			},
		});
	});

	it('profile, Spaces, broadcasts and news: their own fields, no Account Activity kind', () => {
		expect(read('profile.update.bio')).toEqual({
			for_user_id: ME,
			account_activity_kind: null,
			details: { before: 'old value', after: 'new value' },
		});
		expect(read('spaces.start').details).toMatchObject({
			broadcast_id: '1YqKDqWqdPLsV',
			host_id: ME,
		});
		expect(read('broadcast.start').details).toMatchObject({
			title: 'Launch day live',
			state: 'Running',
			host_id: ME,
			duration_ms: null,
		});
		expect(read('broadcast.end').details).toMatchObject({ state: 'Ended', duration_ms: 60000 });
		expect(read('broadcast.chat').details).toMatchObject({
			text: 'Love this!',
			author_id: OTHER_USER.id,
		});
		expect(read('news.new').details).toMatchObject({
			headline: 'Sneaker makers report record sales',
			post_ids: ['1960000000000000001'],
		});
	});

	it('reads a badge event under either name as the name the spec sends', () => {
		expect(normalizeEventType('profile.update.verified_badge')).toBe('profile.update.verified');
		expect(read('profile.update.verified_badge').details).toEqual({
			before: 'old value',
			after: 'new value',
		});
	});

	it('keeps an event type it does not know, with empty details', () => {
		expect(readActivityEvent('post.bookmark', { user_id: ME }, { id: '1' }, {})).toEqual({
			for_user_id: ME,
			account_activity_kind: null,
			details: {},
		});
	});
});
