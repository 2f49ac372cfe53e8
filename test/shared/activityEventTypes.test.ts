import {
	ACTIVITY_EVENT_TYPES,
	DEPRECATED_EVENT_TYPE_NAMES,
	activityEventTypeOptions,
	eventTypeIsOwnUserOnly,
	eventTypeOf,
	eventTypeTakesDirection,
	isKnownEventType,
	normalizeEventType,
	scopeGranted,
	scopesOf,
} from '../../nodes/shared/activityEventTypes';
import catalogueFixture from './fixtures/activityEventCatalogue.json';

const { catalogue, deprecatedAliases, sentAsCoreSpecNames } = catalogueFixture;
const values = ACTIVITY_EVENT_TYPES.map((type) => type.value);

describe('activity event types', () => {
	it('offers every event type of the catalogue, by its own name or under the name it is sent as', () => {
		expect(catalogue).toHaveLength(42);
		const missing = catalogue.filter(
			(name) => !values.includes(name) && !values.includes(DEPRECATED_EVENT_TYPE_NAMES[name] ?? ''),
		);
		expect(missing).toEqual([]);
		// The spec wins for what is sent: the badge events go under its names.
		for (const [name, sent] of Object.entries(sentAsCoreSpecNames)) {
			expect(values).not.toContain(name);
			expect(normalizeEventType(name)).toBe(sent);
		}
		for (const [alias, current] of Object.entries(deprecatedAliases)) {
			expect(values).not.toContain(alias);
			expect(normalizeEventType(alias)).toBe(current);
		}
	});

	it('offers nothing outside the catalogue but the badge names the spec sends', () => {
		const extra = values.filter((value) => !catalogue.includes(value));
		expect(extra.sort()).toEqual(Object.values(sentAsCoreSpecNames).sort());
		expect(new Set(values).size).toBe(values.length);
	});

	it('offers them as n8n options with a name and description, sorted by name', () => {
		expect(activityEventTypeOptions).toHaveLength(values.length);
		for (const option of activityEventTypeOptions) {
			expect(option.name).toBeTruthy();
			expect(option.description).toBeTruthy();
		}
		const names = activityEventTypeOptions.map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect(new Set(names).size).toBe(names.length);
	});

	it('names the scope of each private event, and none for a public one', () => {
		for (const [name, scope] of Object.entries(catalogueFixture.private))
			expect([name, scopesOf(name)?.[0]]).toEqual([name, scope]);
		for (const name of catalogueFixture.public)
			expect([name, scopesOf(name)]).toEqual([name, undefined]);
		expect(scopeGranted('post.read  dm.read', ['dm.read'])).toBe(true);
		expect(scopeGranted('post.read', ['dm.read'])).toBe(false);
		// broadcast.chat: broadcast.read, or post.read as the reference's rule has it.
		expect(scopeGranted('post.read', scopesOf('broadcast.chat')!)).toBe(true);
	});

	it('maps the deprecated names to the current names', () => {
		expect(DEPRECATED_EVENT_TYPE_NAMES).toMatchObject({
			ProfileBioUpdate: 'profile.update.bio',
			ProfilePictureUpdate: 'profile.update.profile_picture',
			ProfileBannerUpdate: 'profile.update.banner_picture',
			ProfileBannerPictureUpdate: 'profile.update.banner_picture',
			ProfileGeoUpdate: 'profile.update.geo',
			ProfileUrlUpdate: 'profile.update.url',
			NewsNew: 'news.new',
			FollowFollow: 'follow.follow',
			FollowUnfollow: 'follow.unfollow',
			'chat.conversation_join': 'chat.conversation.join',
		});
		for (const current of Object.values(DEPRECATED_EVENT_TYPE_NAMES))
			expect(values).toContain(current);
		expect(normalizeEventType('ProfileGeoUpdate')).toBe('profile.update.geo');
		expect(normalizeEventType('post.create')).toBe('post.create');
		expect(isKnownEventType('ProfileUrlUpdate')).toBe(true);
		expect(isKnownEventType('chat.conversation_join')).toBe(true);
		expect(isKnownEventType('post.update')).toBe(false);
		expect(eventTypeOf('chat.conversation_join')?.value).toBe('chat.conversation.join');
	});

	it('marks direct-message and chat events as taking a direction, mute and block as own-user only', () => {
		expect(eventTypeTakesDirection('dm.sent')).toBe(true);
		expect(eventTypeTakesDirection('chat.received')).toBe(true);
		expect(eventTypeTakesDirection('chat.conversation.join')).toBe(true);
		expect(eventTypeTakesDirection('post.create')).toBe(false);
		expect(eventTypeIsOwnUserOnly('mute.mute')).toBe(true);
		expect(eventTypeIsOwnUserOnly('block.unblock')).toBe(true);
		expect(eventTypeIsOwnUserOnly('follow.follow')).toBe(false);
		expect(eventTypeOf('oauth.revoke')?.noUserFilter).toBe(true);
	});
});
