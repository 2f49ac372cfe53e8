import type { IDataObject } from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import type { SubscribedEvents } from '../../nodes/ActivityTrigger/subscribedEvents';
import {
	POSTS_OF_WATCHED_USER,
	PRODUCTION_URL,
	sign,
	WATCHED_USER,
	webhookContext,
	type WebhookCall,
} from './webhookContext';

/**
 * Correctly signed deliveries of events the trigger never asked for (the app's one secret signs
 * every webhook's deliveries): each is answered 200 `{ignored}` and starts nothing. Then times in
 * every form the platform sends, and id-less account-activity entries in another key order.
 */
const trigger = new PlatformActivityTrigger();
const HEADER = 'x-platform-webhooks-signature';
const OTHER_USER = '2244994945';
/** The text of every payload: no log line may repeat it. */
const MARKER = 'payload-text-7f3a';

let counter = 0;
const activityBody = (fields: IDataObject = {}) =>
	JSON.stringify({
		data: {
			event_type: 'post.create',
			event_uuid: `subscribed-${++counter}`,
			filter: { user_id: WATCHED_USER },
			tag: null,
			payload: { id: `${++counter}`, text: MARKER, created_at: new Date().toISOString() },
			includes: {},
			...fields,
		},
	});
const streamBody = (tags: string[]) =>
	JSON.stringify({
		data: { id: `${++counter}`, text: MARKER, created_at: new Date().toISOString() },
		matching_rules: tags.map((tag, index) => ({ id: `${index + 1}`, tag })),
	});
const accountBody = (forUserId: string, entry: IDataObject) =>
	JSON.stringify({ for_user_id: forUserId, favorite_events: [entry] });

async function deliver(rawBody: string, extra: Partial<WebhookCall> = {}) {
	const { context, written } = webhookContext({
		name: 'default',
		rawBody,
		headers: { [HEADER]: sign(rawBody) },
		...extra,
	});
	const result = await trigger.webhook.call(context);
	return { written: written(), runs: result.workflowData ? 1 : 0 };
}

const STREAM: SubscribedEvents = {
	source: 'streamRules',
	ruleTags: ['rockets (n8n workflow A 1a2b3c4d)'],
};
const ACCOUNT: SubscribedEvents = { source: 'accountActivity', accountUserId: WATCHED_USER };

describe('events the trigger did not subscribe to start nothing', () => {
	it.each<[string, string, SubscribedEvents]>([
		[
			'an event of another user',
			activityBody({ filter: { user_id: OTHER_USER } }),
			POSTS_OF_WATCHED_USER,
		],
		['an event with no user', activityBody({ filter: {} }), POSTS_OF_WATCHED_USER],
		['another event type', activityBody({ event_type: 'post.delete' }), POSTS_OF_WATCHED_USER],
		[
			"another workflow's subscription to the same user and type (its tag)",
			activityBody({ tag: 'their-tag' }),
			POSTS_OF_WATCHED_USER,
		],
		[
			'a stream-rule match sent to an activity trigger',
			streamBody(['rockets (n8n workflow A 1a2b3c4d)']),
			POSTS_OF_WATCHED_USER,
		],
		[
			'account activity sent to an activity trigger',
			accountBody(WATCHED_USER, { id: '1', text: MARKER }),
			POSTS_OF_WATCHED_USER,
		],
		['an activity event sent to a stream-rule trigger', activityBody(), STREAM],
		[
			"a post matched by another workflow's rule",
			streamBody(['rockets (n8n workflow B 9f8e7d6c)']),
			STREAM,
		],
		['activity of another account', accountBody(OTHER_USER, { id: '2', text: MARKER }), ACCOUNT],
		['an activity event sent to an account-activity trigger', activityBody(), ACCOUNT],
	])(
		'%s: 200 {ignored}, no run, counted in a debug line without payload',
		async (_case, rawBody, subscribed) => {
			const debugLines: string[] = [];
			const staticData: IDataObject = {};
			const answer = await deliver(rawBody, { subscribed, staticData, debugLines });
			expect(answer.written).toEqual({ status: 200, body: { ignored: expect.any(String) } });
			expect(answer.runs).toBe(0);
			expect(staticData).not.toHaveProperty('seenEvents');
			const again = await deliver(rawBody, { subscribed, staticData, debugLines });
			expect(again.runs).toBe(0);
			expect(debugLines).toEqual([
				expect.stringMatching(/ignored a delivery .*; 1 ignored by this trigger/),
				expect.stringMatching(/ignored a delivery .*; 2 ignored by this trigger/),
			]);
			for (const line of debugLines) expect(line).not.toMatch(/payload-text|subscribed-\d/);
		},
	);

	it.each<[string, string, SubscribedEvents]>([
		['its user and type', activityBody(), POSTS_OF_WATCHED_USER],
		['its tag', activityBody({ tag: 'launch' }), { ...POSTS_OF_WATCHED_USER, tag: 'launch' }],
		[
			'a post matching one of its rules and another workflow’s',
			streamBody(['rockets (n8n workflow B 9f8e7d6c)', 'rockets (n8n workflow A 1a2b3c4d)']),
			STREAM,
		],
		['activity of its account', accountBody(WATCHED_USER, { id: '3' }), ACCOUNT],
	])('takes %s', async (_case, rawBody, subscribed) => {
		const answer = await deliver(rawBody, { subscribed });
		expect(answer.written?.status).toBe(200);
		expect(answer.runs).toBe(1);
	});

	it('ignores every delivery at a URL it has no setup for', async () => {
		const answer = await deliver(activityBody(), { subscribed: null });
		expect(answer.written).toEqual({
			status: 200,
			body: { ignored: expect.stringContaining('no subscription') },
		});
		expect(answer.runs).toBe(0);
	});

	it('checks a test listen’s delivery against the setup of the test URL, not the production one', async () => {
		const testUrl = PRODUCTION_URL.replace('/webhook/', '/webhook-test/');
		const staticData = () => ({
			setups: {
				[PRODUCTION_URL]: { webhookId: '1', subscribed: POSTS_OF_WATCHED_USER },
				[testUrl]: {
					webhookId: '2',
					subscribed: { ...POSTS_OF_WATCHED_USER, eventTypes: ['post.delete'] },
				},
			},
		});
		const deletion = activityBody({ event_type: 'post.delete' });
		const atTest = { staticData: staticData(), path: new URL(testUrl).pathname };
		expect((await deliver(deletion, atTest)).runs).toBe(1);
		expect((await deliver(activityBody(), { ...atTest, staticData: staticData() })).runs).toBe(0);
		expect((await deliver(deletion, { staticData: staticData() })).runs).toBe(0);
		expect((await deliver(activityBody(), { staticData: staticData() })).runs).toBe(1);
	});
});

describe('times in every form the platform sends', () => {
	const now = Date.now();
	/** e.g. Wed Oct 10 20:19:24 +0000 2018, from "Wed, 10 Oct 2018 20:19:24 GMT". */
	const legacy = (ms: number) => {
		const [weekday, day, month, year, clock] = new Date(ms)
			.toUTCString()
			.replace(',', '')
			.split(' ');
		return `${weekday} ${month} ${day} ${clock} +0000 ${year}`;
	};
	it.each<[string, string | number | boolean, number]>([
		['ISO now', new Date(now).toISOString(), 1],
		[
			'ISO with an offset, an hour ago',
			new Date(now - 3_600_000).toISOString().replace('Z', '+00:00'),
			1,
		],
		['the older date format, now', legacy(now), 1],
		['milliseconds as a number, now', now, 1],
		['seconds as a number, now', Math.floor(now / 1000), 1],
		['milliseconds as digits, now', String(now), 1],
		['seconds as digits, now', String(Math.floor(now / 1000)), 1],
		['two minutes ahead (clock drift)', new Date(now + 120_000).toISOString(), 1],
		['milliseconds as a number, 2019', 1551441600000, 0],
		['seconds as a number, 2019', 1551441600, 0],
		['the older date format, 2018', 'Wed Oct 10 20:19:24 +0000 2018', 0],
		['ISO in the year 2100', '2100-01-01T00:00:00Z', 0],
		['milliseconds in the year 2100', 4102444800000, 0],
		['ten minutes ahead', new Date(now + 600_000).toISOString(), 0],
		['an unreadable string', 'yesterday at noon', 0],
		['an impossible date', '2026-02-30T10:00:00Z', 0],
		['a boolean', true, 0],
		['a negative number', -5, 0],
	])('created_at as %s (%s) starts %s run(s)', async (_case, createdAt, runs) => {
		const answer = await deliver(activityBody({ created_at: createdAt }));
		expect(answer.runs).toBe(runs);
		if (!runs) expect(answer.written).toEqual({ status: 400, body: { error: expect.any(String) } });
	});

	it('reads the time of the payload, of a matching post and of an account-activity entry', async () => {
		const old = 'Wed Oct 10 20:19:24 +0000 2018';
		expect((await deliver(activityBody({ payload: { created_at: old } }))).runs).toBe(0);
		const post = JSON.stringify({
			data: { id: '77', text: 'rocket', created_at: '1551441600000' },
			matching_rules: [{ id: '1', tag: STREAM.ruleTags![0] }],
		});
		expect((await deliver(post, { subscribed: STREAM })).runs).toBe(0);
		const entry = accountBody(WATCHED_USER, { id: '78', created_timestamp: '1551441600000' });
		expect((await deliver(entry, { subscribed: ACCOUNT })).runs).toBe(0);
		const fresh = accountBody(WATCHED_USER, { id: '79', created_timestamp: String(Date.now()) });
		expect((await deliver(fresh, { subscribed: ACCOUNT })).runs).toBe(1);
	});

	it('takes an unreadable time only with the option, and an event that names no time', async () => {
		const unreadable = activityBody({ created_at: 'not a time' });
		const refused = await deliver(unreadable);
		expect(refused.written?.body).toEqual({ error: expect.stringContaining('cannot be read') });
		const options = { parameters: { options: { acceptUnreadableTimes: true } } };
		expect((await deliver(unreadable, options)).runs).toBe(1);
		expect((await deliver(activityBody({ payload: { text: 'no time' } }))).runs).toBe(1);
		// The option does not open the window: an old or future time is still refused.
		expect((await deliver(activityBody({ created_at: 1551441600 }), options)).runs).toBe(0);
		expect(
			(await deliver(activityBody({ created_at: '2100-01-01T00:00:00Z' }), options)).runs,
		).toBe(0);
	});
});

describe('account-activity entries without an id', () => {
	it('counts an entry with its keys (nested ones too) in another order as the same event', async () => {
		const staticData: IDataObject = {};
		const createdAt = new Date().toISOString();
		const first = JSON.stringify({
			for_user_id: WATCHED_USER,
			follow_events: [
				{
					type: 'follow',
					created_at: createdAt,
					source: { id: '5', name: 'a' },
					target: { id: WATCHED_USER },
				},
			],
		});
		const reordered = JSON.stringify({
			follow_events: [
				{
					target: { id: WATCHED_USER },
					source: { name: 'a', id: '5' },
					created_at: createdAt,
					type: 'follow',
				},
			],
			for_user_id: WATCHED_USER,
		});
		const another = first.replace('"id":"5"', '"id":"6"');
		expect((await deliver(first, { subscribed: ACCOUNT, staticData })).runs).toBe(1);
		const repeat = await deliver(reordered, { subscribed: ACCOUNT, staticData });
		expect(repeat.runs).toBe(0);
		expect(repeat.written).toEqual({ status: 200, body: { duplicate: true } });
		expect((await deliver(another, { subscribed: ACCOUNT, staticData })).runs).toBe(1);
	});
});

describe('account-activity ids', () => {
	/** A post_create entry written as the platform writes it: a numeric id beside id_str. */
	const postCreate = (id: string, text: string, withIdStr = true) =>
		`{"for_user_id":"${WATCHED_USER}","post_create_events":[{"id":${id},` +
		`${withIdStr ? `"id_str":"${id}",` : ''}"text":"${text}","created_at":"${new Date().toISOString()}"}]}`;

	it('recognizes a numeric id beside id_str, whatever else the body says', async () => {
		const staticData: IDataObject = {};
		const first = await deliver(postCreate('17000001764312345678', 'first text'), {
			subscribed: ACCOUNT,
			staticData,
		});
		expect(first.runs).toBe(1);
		const repeat = await deliver(postCreate('17000001764312345678', 'another text'), {
			subscribed: ACCOUNT,
			staticData,
		});
		expect(repeat.runs).toBe(0);
		expect(repeat.written).toEqual({ status: 200, body: { duplicate: true } });
	});

	it('reads a numeric id without id_str exactly: two ids one double apart are two events', async () => {
		const staticData: IDataObject = {};
		// 17000001764312345678 and ...679 are the same JavaScript number.
		expect(Number('17000001764312345678')).toBe(Number('17000001764312345679'));
		const runsOf = async (id: string, text: string) => {
			// One body for the text and its signature: two calls could read two clock values.
			const body = postCreate(id, text, false);
			const { context } = webhookContext({
				name: 'default',
				rawBody: body,
				headers: { [HEADER]: sign(body) },
				subscribed: ACCOUNT,
				staticData,
			});
			return (await trigger.webhook.call(context)).workflowData;
		};
		const [[item]] = (await runsOf('17000001764312345678', 'first text')) ?? [[]];
		expect((item.json.payload as IDataObject).id).toBe('17000001764312345678');
		expect(await runsOf('17000001764312345678', 'another text')).toBeUndefined();
		expect(await runsOf('17000001764312345679', 'first text')).toHaveLength(1);
	});

	it('recognizes an id-less entry nested 10,000 levels deep, without overflowing the stack', async () => {
		const staticData: IDataObject = {};
		const depth = 10_000;
		const body =
			// A `_str` key makes the exact reader walk the whole entry too (exactJson.ts).
			`{"for_user_id":"${WATCHED_USER}","favorite_events":[{"created_at":"${new Date().toISOString()}","ref_str":"1",` +
			`"nested":${'{"level":'.repeat(depth)}"bottom"${'}'.repeat(depth)}}]}`;
		const first = await deliver(body, { subscribed: ACCOUNT, staticData });
		expect(first.runs).toBe(1);
		const repeat = await deliver(body, { subscribed: ACCOUNT, staticData });
		expect(repeat).toEqual({ runs: 0, written: { status: 200, body: { duplicate: true } } });
		const other = await deliver(body.replace('"bottom"', '"other bottom"'), {
			subscribed: ACCOUNT,
			staticData,
		});
		expect(other.runs).toBe(1);
	});
});
