import { NodeHelpers } from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';

const { description } = new PlatformActivityTrigger();
const property = (name: string) => description.properties.find((p) => p.name === name)!;
const shown = (name: string, events: string[], source = 'activity', subscribeTo = 'chosen') =>
	NodeHelpers.displayParameter({ source, events, subscribeTo }, property(name), null, description);

describe('the Activity Trigger panel', () => {
	it('shows Direction only once a direct or chat message event is chosen', () => {
		expect(shown('direction', ['post.create', 'profile.update.bio'])).toBe(false);
		expect(shown('direction', ['post.create', 'dm.received'])).toBe(true);
		expect(shown('direction', ['chat.sent'])).toBe(true);
	});

	it('shows each event source its own fields', () => {
		expect(shown('events', [], 'activity')).toBe(true);
		expect(shown('events', [], 'streamRules')).toBe(false);
		expect(shown('rules', [], 'streamRules')).toBe(true);
		expect(shown('rules', [], 'accountActivity')).toBe(false);
		expect(shown('userAuthentication', [], 'accountActivity')).toBe(true);
		expect(shown('userAuthentication', [], 'activity')).toBe(false);
		expect(shown('userAuthentication', [], 'streamRules')).toBe(false);
		expect(shown('userSignIn', [], 'activity')).toBe(true);
		expect(shown('userSignIn', [], 'accountActivity')).toBe(false);
		expect(shown('userSignIn', [], 'streamRules')).toBe(false);
		expect(shown('subscribeTo', [], 'activity')).toBe(true);
		expect(shown('subscribeTo', [], 'accountActivity')).toBe(false);
	});

	it('the Account Activity preset takes no Events, Users, Keyword or Direction', () => {
		const preset = 'accountActivityReplacement';
		for (const name of ['events', 'userIds', 'keyword'])
			expect([name, shown(name, [], 'activity', preset)]).toEqual([name, false]);
		expect(shown('direction', ['dm.sent'], 'activity', preset)).toBe(false);
		expect(shown('tag', [], 'activity', preset)).toBe(true);
		expect(shown('accountActivityPresetNotice', [], 'activity', preset)).toBe(true);
		expect(shown('accountActivityPresetNotice', [], 'activity')).toBe(false);
	});

	it('tells on the Account Activity source its end date, its replacement and its gaps', () => {
		const notice = property('accountActivityEndNotice');
		expect(notice.type).toBe('notice');
		expect(shown('accountActivityEndNotice', [], 'accountActivity')).toBe(true);
		expect(shown('accountActivityEndNotice', [], 'activity')).toBe(false);
		expect(notice.displayName).toMatch(/ends Account Activity on 2027-01-01/);
		expect(notice.displayName).toMatch(/Everything Account Activity Delivered/);
		for (const event of ['post.mention.create', 'post.repost.create', 'like.create', 'dm.read'])
			expect(notice.displayName).toContain(event);
		expect(notice.displayName).toMatch(/blocks and mutes of the user by others/);
		expect(notice.displayName).toMatch(/a repost of a quote/);
	});

	it('offers every event type of the package, mute and block included', () => {
		const values = (property('events').options ?? []).map(
			(option) => (option as { value: string }).value,
		);
		for (const value of ['mute.mute', 'block.unblock', 'oauth.revoke', 'broadcast.chat'])
			expect(values).toContain(value);
	});

	it('asks for the account sign-in only for account activity, of the method chosen', () => {
		const slots = (parameters: Record<string, string>) =>
			description
				.credentials!.filter((slot) =>
					NodeHelpers.displayParameter(
						{
							authentication: 'appOnly',
							// Shown, and so valued, for Account Activity only.
							...(parameters.source === 'accountActivity' ? { userAuthentication: 'oAuth2' } : {}),
							...parameters,
						},
						slot,
						null,
						description,
					),
				)
				.map((slot) => slot.name);
		// As n8n computes the parameters it tests: a field not shown has no value.
		expect(slots({ source: 'activity', userSignIn: 'none' })).toEqual(['platformAppOnlyApi']);
		expect(slots({ source: 'streamRules' })).toEqual(['platformAppOnlyApi']);
		expect(slots({ source: 'accountActivity' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth2Api',
		]);
		expect(slots({ source: 'accountActivity', userAuthentication: 'oAuth1' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth1Api',
		]);
		// Activity Events: the user's slot of User Sign-In, none while it is None.
		expect(slots({ source: 'activity', userSignIn: 'none' })).toEqual(['platformAppOnlyApi']);
		expect(slots({ source: 'activity', userSignIn: 'oAuth2' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth2Api',
		]);
		expect(slots({ source: 'activity', userSignIn: 'oAuth1SignIn' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth1SignInApi',
		]);
		expect(slots({ source: 'streamRules', userSignIn: 'oAuth2' })).toEqual(['platformAppOnlyApi']);
	});

	// n8n's editor (1.x and 2.x) takes the parameters that credential slots' display conditions
	// name for the credential's setup: it hides the main one (Authentication) and every parameter
	// named in the `show` condition of any of them. Event Source and User Authentication must not
	// be among those, or only Activity Events could be chosen.
	it('leaves Event Source and User Authentication to the panel, as n8n’s editor reads slots', () => {
		const slotFields = new Set(
			description.credentials!.flatMap((slot) => Object.keys(slot.displayOptions?.show ?? {})),
		);
		const hiddenByEditor = new Set(
			description.properties
				.filter((property) => slotFields.has(property.name))
				.flatMap((property) => Object.keys(property.displayOptions?.show ?? {})),
		);
		expect([...slotFields].sort()).toEqual(['authentication', 'source']);
		expect([...hiddenByEditor]).toEqual([]);
		// A slot without `show` would be listed by the editor as one more credential of the
		// Authentication field's kinds: every slot has one.
		for (const slot of description.credentials!) expect(slot.displayOptions?.show).toBeDefined();
	});

	it('tells that the platform needs n8n at a public https URL (WEBHOOK_URL)', () => {
		const notice = property('publicUrlNotice');
		expect(notice.type).toBe('notice');
		expect(notice.displayOptions).toBeUndefined();
		expect(notice.displayName).toMatch(/public https address/);
		expect(notice.displayName).toMatch(/WEBHOOK_URL/);
	});

	it('names the platform: it is the Platform node’s trigger in the nodes panel', () => {
		expect(description.displayName).toBe('Platform Activity Trigger');
		// n8n's nodes panel lists a trigger named <app node name>Trigger under that app node.
		expect(description.name).toBe('platformActivityTrigger');
		expect(description.description).toMatch(/platform/i);
	});
});
