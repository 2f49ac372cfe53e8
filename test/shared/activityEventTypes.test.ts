import {
	ACTIVITY_EVENT_TYPES,
	DEPRECATED_EVENT_TYPE_NAMES,
	activityEventTypeOptions,
	eventTypeIsOwnUserOnly,
	eventTypeTakesDirection,
	isKnownEventType,
	normalizeEventType,
} from '../../nodes/shared/activityEventTypes';

// The platform's documented event types, copied by hand.
const SPEC_EVENT_TYPES = [
	'profile.update.bio',
	'profile.update.verified',
	'profile.update.affiliate',
	'profile.update.screenname',
	'post.create',
	'post.delete',
	'spaces.start',
	'spaces.end',
	'dm.received',
	'dm.sent',
	'dm.read',
	'dm.indicate_typing',
	'profile.update.profile_picture',
	'profile.update.banner_picture',
	'profile.update.geo',
	'profile.update.url',
	'profile.update.verified_badge',
	'profile.update.affiliate_badge',
	'profile.update.handle',
	'news.new',
	'follow.follow',
	'follow.unfollow',
	'chat.received',
	'chat.sent',
	'chat.conversation_join',
	'post.mention.create',
	'like.create',
	'mute.mute',
	'mute.unmute',
	'block.block',
	'block.unblock',
];

describe('activity event types', () => {
	it('lists exactly the documented event types, once each', () => {
		const values = ACTIVITY_EVENT_TYPES.map((type) => type.value);
		expect(new Set(values).size).toBe(values.length);
		expect([...values].sort()).toEqual([...SPEC_EVENT_TYPES].sort());
	});

	it('offers them as n8n options with a name and description, sorted by name', () => {
		expect(activityEventTypeOptions).toHaveLength(SPEC_EVENT_TYPES.length);
		for (const option of activityEventTypeOptions) {
			expect(option.name).toBeTruthy();
			expect(option.description).toBeTruthy();
		}
		const names = activityEventTypeOptions.map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect(new Set(names).size).toBe(names.length);
	});

	it('maps the deprecated PascalCase names to their dot-separated names', () => {
		expect(DEPRECATED_EVENT_TYPE_NAMES).toEqual({
			ProfileBioUpdate: 'profile.update.bio',
			ProfilePictureUpdate: 'profile.update.profile_picture',
			ProfileBannerUpdate: 'profile.update.banner_picture',
			ProfileGeoUpdate: 'profile.update.geo',
			ProfileUrlUpdate: 'profile.update.url',
		});
		expect(normalizeEventType('ProfileGeoUpdate')).toBe('profile.update.geo');
		expect(normalizeEventType('post.create')).toBe('post.create');
		expect(isKnownEventType('ProfileUrlUpdate')).toBe(true);
		expect(isKnownEventType('post.update')).toBe(false);
	});

	it('marks direct-message and chat events as taking a direction, mute and block as own-user only', () => {
		expect(eventTypeTakesDirection('dm.sent')).toBe(true);
		expect(eventTypeTakesDirection('chat.received')).toBe(true);
		expect(eventTypeTakesDirection('post.create')).toBe(false);
		expect(eventTypeIsOwnUserOnly('mute.mute')).toBe(true);
		expect(eventTypeIsOwnUserOnly('block.unblock')).toBe(true);
		expect(eventTypeIsOwnUserOnly('follow.follow')).toBe(false);
	});
});
