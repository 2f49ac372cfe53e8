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
	});

	it('names the platform: it is the Platform node’s trigger in the nodes panel', () => {
		expect(description.displayName).toBe('Platform Activity Trigger');
		// n8n's nodes panel lists a trigger named <app node name>Trigger under that app node.
		expect(description.name).toBe('platformActivityTrigger');
		expect(description.description).toMatch(/platform/i);
	});
});
