import type { IDataObject } from 'n8n-workflow';

import {
	ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS,
	ACCOUNT_ACTIVITY_REPLACEMENTS,
	accountActivityEnded,
	triggerClock,
} from '../../nodes/ActivityTrigger/accountActivityMove';
import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { startEmulator, type Emulator } from '../emulator';
import { samplePayload } from '../emulator/activityPayloads';
import { publishEvent } from '../emulator/events';
import { accountSubscriptions } from '../emulator/routes/accountActivity';
import { activitySubscriptions } from '../emulator/routes/activitySubscriptions';
import { webhookConfigs } from '../emulator/routes/webhooks';
import { ServedTrigger } from './hookContext';

/**
 * The move from the Account Activity source: the preset of the Activity Events source subscribes
 * the signed-in user to the event types that replace every Account Activity kind in one
 * activation (private ones as that user, public ones as the app), one delivery of each starts one
 * run, deactivation removes every subscription; the Account Activity source works until its end
 * date and refuses activation after it, naming the replacement (a faked clock, never the date).
 */
const ME = '1000000000000000001';
const methods = new PlatformActivityTrigger().webhookMethods.default;
const realNow = triggerClock.now;

let emulator: Emulator;
let staticData: IDataObject;
let served: ServedTrigger;

beforeEach(async () => {
	emulator = await startEmulator();
	staticData = {};
	served = new ServedTrigger(staticData, 'wf-move');
});
afterEach(async () => {
	triggerClock.now = realNow;
	await served.close();
	await emulator.close();
});

const serve = (source: IDataObject) => served.serve(emulator, source);
const hookContext = () => served.hookContext();

describe('the Account Activity preset of the Activity Events source', () => {
	it('subscribes the signed-in user to the 18 replacing event types, runs once per delivery, removes them all', async () => {
		await serve({
			source: 'activity',
			subscribeTo: 'accountActivityReplacement',
			userSignIn: 'oAuth1',
			tag: 'moved from account activity',
		});
		expect(await methods.create.call(hookContext())).toBe(true);
		const [config] = webhookConfigs(emulator.state);
		const subscriptions = activitySubscriptions(emulator.state);
		expect(subscriptions.map((one) => one.event_type)).toEqual([
			...ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS,
		]);
		for (const subscription of subscriptions)
			expect(subscription).toMatchObject({
				webhook_id: config.id,
				tag: 'moved from account activity',
				filter: subscription.event_type === 'oauth.revoke' ? {} : { user_id: ME },
			});
		// Private events as the user (OAuth1 here), public ones with the app's token.
		const creations = emulator.log.filter(
			(entry) => entry.method === 'POST' && entry.path === '/2/activity/subscriptions',
		);
		const schemes = Object.fromEntries(
			creations.map((entry) => [(entry.body as IDataObject).event_type, entry.auth.scheme]),
		);
		expect(schemes).toMatchObject({
			'post.create': 'bearer',
			'post.delete': 'bearer',
			'follow.follow': 'bearer',
			'oauth.revoke': 'bearer',
			'post.mention.create': 'oauth1',
			'like.create': 'oauth1',
			'mute.mute': 'oauth1',
			'block.unblock': 'oauth1',
			'dm.read': 'oauth1',
		});
		expect(await methods.checkExists.call(hookContext())).toBe(true);

		// One delivery of each event type: one run each, with the kind it replaces.
		for (const eventType of ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS) {
			const { payload, includes } = samplePayload(eventType, ME);
			const [delivery] = await publishEvent(emulator.state, {
				event_type: eventType,
				user_id: ME,
				payload,
				...(includes ? { includes } : {}),
			});
			expect([eventType, delivery?.status]).toEqual([eventType, 200]);
		}
		expect(served.runs).toHaveLength(ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS.length);
		const kindOf = Object.fromEntries(
			ACCOUNT_ACTIVITY_REPLACEMENTS.flatMap(({ kind, events }) =>
				events.map((event) => [event, kind.split(' ')[0]]),
			),
		);
		for (const run of served.runs) {
			expect(run).toHaveLength(1);
			const { event_type, for_user_id, account_activity_kind } = run[0].json;
			expect([event_type, for_user_id, account_activity_kind]).toEqual([
				event_type,
				ME,
				kindOf[event_type as string],
			]);
		}

		expect(await methods.delete.call(hookContext())).toBe(true);
		expect(activitySubscriptions(emulator.state)).toEqual([]);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(staticData.setups).toBeUndefined();
	});

	it('needs User Sign-In, and says so before anything is registered', async () => {
		await serve({ source: 'activity', subscribeTo: 'accountActivityReplacement' });
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'Item 1: User Sign-In needs the sign-in of the user whose activity to follow',
		);
		expect(webhookConfigs(emulator.state)).toEqual([]);
	});

	it('refuses a private event chosen without User Sign-In, naming its scope', async () => {
		await serve({ source: 'activity', events: ['post.reply.create'], userIds: ME });
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'Events holds post.reply.create, a private event: choose the user\'s sign-in in "User Sign-In" (an OAuth2 sign-in with the scope post.read)',
		);
		expect(webhookConfigs(emulator.state)).toEqual([]);
	});
});

describe('the Account Activity source and its end on 2027-01-01', () => {
	it('the end is read from the trigger’s clock, never the real date', () => {
		expect(accountActivityEnded(Date.parse('2026-12-31T23:59:59.999Z'))).toBe(false);
		expect(accountActivityEnded(Date.parse('2027-01-01T00:00:00.000Z'))).toBe(true);
		triggerClock.now = () => Date.parse('2027-02-01T00:00:00Z');
		expect(accountActivityEnded()).toBe(true);
	});

	it('keeps working until the end date', async () => {
		triggerClock.now = () => Date.parse('2026-12-31T23:00:00Z');
		await serve({ source: 'accountActivity', userAuthentication: 'oAuth1' });
		expect(await methods.create.call(hookContext())).toBe(true);
		expect(accountSubscriptions(emulator.state)).toHaveLength(1);
		expect(await methods.delete.call(hookContext())).toBe(true);
	});

	it('fails activation after it, naming the replacement, before anything is sent', async () => {
		triggerClock.now = () => Date.parse('2027-01-01T00:00:01Z');
		await serve({ source: 'accountActivity', userAuthentication: 'oAuth1' });
		emulator.clearLog();
		const failure = methods.create.call(hookContext());
		await expect(failure).rejects.toThrow(
			'Account Activity ended on 2027-01-01: set Event Source to "Activity Events" and Subscribe To "Everything Account Activity Delivered"',
		);
		const error = (await failure.catch((caught: unknown) => caught)) as { description?: string };
		expect(error.description).toContain('post_create: post.create, post.mention.create');
		expect(error.description).toContain('blocks and mutes of the user by others');
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(accountSubscriptions(emulator.state)).toEqual([]);
	});
});
