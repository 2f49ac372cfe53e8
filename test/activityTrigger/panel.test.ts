import { NodeHelpers } from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';

const { description } = new PlatformActivityTrigger();
const property = (name: string) => description.properties.find((p) => p.name === name)!;
const shown = (name: string, events: string[], source = 'activity') =>
	NodeHelpers.displayParameter({ source, events }, property(name), null, description);

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
	});

	it('asks for the account sign-in only for account activity, of the method chosen', () => {
		const slots = (parameters: Record<string, string>) =>
			description
				.credentials!.filter((slot) =>
					NodeHelpers.displayParameter(
						{ authentication: 'appOnly', userAuthentication: 'oAuth2', ...parameters },
						slot,
						null,
						description,
					),
				)
				.map((slot) => slot.name);
		expect(slots({ source: 'activity' })).toEqual(['platformAppOnlyApi']);
		expect(slots({ source: 'streamRules' })).toEqual(['platformAppOnlyApi']);
		expect(slots({ source: 'accountActivity' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth2Api',
		]);
		expect(slots({ source: 'accountActivity', userAuthentication: 'oAuth1' })).toEqual([
			'platformAppOnlyApi',
			'platformOAuth1Api',
		]);
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
		expect([...slotFields].sort()).toEqual(['authentication', 'source', 'userAuthentication']);
		expect([...hiddenByEditor]).toEqual([]);
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
