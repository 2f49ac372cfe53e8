import type { INode } from 'n8n-workflow';

import { planSubscriptions, subscriptionKey } from '../../nodes/ActivityTrigger/subscriptionPlan';

const node = { name: 'Activity Trigger' } as INode;
const USER = '1000000000000000001';
const OTHER = '2244994945';

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
		});
		expect(both.subscriptions[0].filter).toEqual({ user_id: USER });
	});

	it.each([
		['Events needs at least one event type', { events: [], userIds: USER }],
		[
			'Events holds "post.created", which is not an event type',
			{ events: ['post.created'], userIds: USER },
		],
		['Events holds mute.mute', { events: ['mute.mute'], userIds: USER }],
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
});
