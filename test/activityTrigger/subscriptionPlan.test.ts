import type { INode } from 'n8n-workflow';

import { ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS } from '../../nodes/ActivityTrigger/accountActivityMove';
import { planSubscriptions, subscriptionKey } from '../../nodes/ActivityTrigger/subscriptionPlan';

const node = { name: 'Activity Trigger' } as INode;
const USER = '1000000000000000001';
const OTHER = '2244994945';
/** The user of User Sign-In, over OAuth2 with every scope of the private events. */
const SIGNED_IN = {
	id: USER,
	scopes: 'post.read users.read like.read dm.read mute.read block.read broadcast.read',
};

describe('planSubscriptions', () => {
	it('makes one subscription per pair of event type and user', () => {
		const { subscriptions } = planSubscriptions(node, {
			events: ['post.create', 'post.delete'],
			userIds: `${USER}, ${OTHER}`,
			tag: 'launch',
		});
		expect(subscriptions).toEqual([
			{ event_type: 'post.create', filter: { user_id: USER }, tag: 'launch' },
			{ event_type: 'post.create', filter: { user_id: OTHER }, tag: 'launch' },
			{ event_type: 'post.delete', filter: { user_id: USER }, tag: 'launch' },
			{ event_type: 'post.delete', filter: { user_id: OTHER }, tag: 'launch' },
		]);
	});

	it('maps deprecated PascalCase names to the new names and reports each', () => {
		const plan = planSubscriptions(node, {
			events: ['ProfileBioUpdate', 'ProfileUrlUpdate', 'profile.update.bio'],
			userIds: USER,
		});
		expect(plan.subscriptions.map((s) => s.event_type)).toEqual([
			'profile.update.bio',
			'profile.update.url',
		]);
		expect(plan.renamed).toEqual([
			{ from: 'ProfileBioUpdate', to: 'profile.update.bio' },
			{ from: 'ProfileUrlUpdate', to: 'profile.update.url' },
		]);
	});

	it('accepts the events as an expression’s comma-separated text', () => {
		const { subscriptions } = planSubscriptions(node, {
			events: 'ProfileBannerUpdate, dm.received',
			userIds: [USER],
			signedIn: SIGNED_IN,
		});
		expect(subscriptions.map((s) => s.event_type)).toEqual([
			'profile.update.banner_picture',
			'dm.received',
		]);
	});

	it('sends direction only for direct-message and chat events, and never "both"', () => {
		const sent = planSubscriptions(node, {
			events: ['dm.received', 'chat.sent', 'post.create'],
			userIds: USER,
			direction: 'sent',
			keyword: ' launch ',
			signedIn: SIGNED_IN,
		});
		expect(sent.subscriptions.map((s) => s.filter)).toEqual([
			{ user_id: USER, keyword: 'launch', direction: 'sent' },
			{ user_id: USER, keyword: 'launch', direction: 'sent' },
			{ user_id: USER, keyword: 'launch' },
		]);
		const both = planSubscriptions(node, {
			events: ['dm.received'],
			userIds: USER,
			direction: 'both',
			signedIn: SIGNED_IN,
		});
		expect(both.subscriptions[0].filter).toEqual({ user_id: USER });
	});

	it.each([
		['Events needs at least one event type', { events: [], userIds: USER }],
		[
			'Events holds "post.created", which is not an event type',
			{ events: ['post.created'], userIds: USER },
		],
		['Events holds mute.mute, a private event', { events: ['mute.mute'], userIds: USER }],
		[
			'Events holds post.mention.create, a private event: choose the user\'s sign-in in "User Sign-In" (an OAuth2 sign-in with the scope post.read)',
			{ events: ['post.create', 'post.mention.create'], userIds: USER },
		],
		[
			'Events holds like.create, which needs the scope like.read: add it to the Scope of the credential "Brand sign-in"',
			{
				events: ['like.create'],
				userIds: USER,
				signedIn: { id: USER, scopes: 'post.read users.read', credentialName: 'Brand sign-in' },
			},
		],
		['User Sign-In needs the sign-in of the user', { preset: true, events: [], userIds: '' }],
		['Users needs at least one username or user ID', { events: ['post.create'], userIds: '' }],
		['Users must hold numeric IDs', { events: ['post.create'], userIds: `${USER}, @someone` }],
		[
			'Tag must be at most 200 characters long',
			{ events: ['post.create'], userIds: USER, tag: 'x'.repeat(201) },
		],
		[
			'Keyword must be at most 150 characters long',
			{ events: ['post.create'], userIds: USER, keyword: 'x'.repeat(151) },
		],
	])('refuses before any request: %s', (message, settings) => {
		expect(() => planSubscriptions(node, settings)).toThrow(message);
	});
});

describe('subscriptionKey', () => {
	it('is the same for a requested subscription and the platform’s record of it', () => {
		const requested = {
			event_type: 'post.create',
			filter: { user_id: USER, keyword: 'launch' },
			tag: 'x',
		};
		const stored = {
			subscription_id: '1',
			event_type: 'post.create',
			filter: { keyword: 'launch', user_id: USER },
			tag: 'x',
			webhook_id: '9',
			created_at: 'now',
		};
		expect(subscriptionKey(stored)).toBe(subscriptionKey(requested));
		expect(subscriptionKey({ ...stored, tag: 'y' })).not.toBe(subscriptionKey(requested));
	});

	it('subscribes private events for the signed-in user only, public ones for every watched user', () => {
		const { subscriptions } = planSubscriptions(node, {
			events: ['post.create', 'post.reply.create', 'chat.conversation_join'],
			userIds: `${USER}, ${OTHER}`,
			signedIn: SIGNED_IN,
		});
		expect(subscriptions).toEqual([
			{ event_type: 'post.create', filter: { user_id: USER } },
			{ event_type: 'post.create', filter: { user_id: OTHER } },
			{ event_type: 'post.reply.create', filter: { user_id: USER } },
			// The deprecated alias is sent under its current name.
			{ event_type: 'chat.conversation.join', filter: { user_id: USER } },
		]);
	});

	it('takes an OAuth 1.0a sign-in at its word: it states no scopes', () => {
		const { subscriptions } = planSubscriptions(node, {
			events: ['block.block'],
			userIds: OTHER,
			signedIn: { id: USER },
		});
		expect(subscriptions).toEqual([{ event_type: 'block.block', filter: { user_id: USER } }]);
	});

	it('sends a badge event under the name the spec gives it, either name asked', () => {
		const plan = planSubscriptions(node, {
			events: ['profile.update.verified_badge', 'profile.update.affiliate'],
			userIds: USER,
		});
		expect(plan.subscriptions.map((s) => s.event_type)).toEqual([
			'profile.update.verified',
			'profile.update.affiliate',
		]);
	});

	it('subscribes oauth.revoke once, without a user', () => {
		const { subscriptions } = planSubscriptions(node, {
			events: ['oauth.revoke'],
			userIds: `${USER}, ${OTHER}`,
			tag: 'apps',
		});
		expect(subscriptions).toEqual([{ event_type: 'oauth.revoke', filter: {}, tag: 'apps' }]);
	});

	it('the Account Activity preset: the 18 replacing event types for the signed-in user', () => {
		const { subscriptions } = planSubscriptions(node, {
			preset: true,
			events: [],
			userIds: [],
			keyword: 'ignored',
			direction: 'sent',
			tag: 'moved',
			signedIn: SIGNED_IN,
		});
		expect(subscriptions.map((s) => s.event_type)).toEqual([
			...ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS,
		]);
		expect(subscriptions).toHaveLength(18);
		for (const subscription of subscriptions)
			expect(subscription).toEqual({
				event_type: subscription.event_type,
				filter: subscription.event_type === 'oauth.revoke' ? {} : { user_id: USER },
				tag: 'moved',
			});
	});
});
