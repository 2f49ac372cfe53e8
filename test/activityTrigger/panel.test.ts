import { NodeHelpers } from 'n8n-workflow';

import { PlatformCoreTrigger } from '../../nodes/PlatformCoreTrigger/PlatformCoreTrigger.node';

const { description } = new PlatformCoreTrigger();
const property = (name: string) => description.properties.find((p) => p.name === name)!;
const shown = (name: string, events: string[]) =>
	NodeHelpers.displayParameter({ events }, property(name), null, description);

describe('the Activity Trigger panel', () => {
	it('shows Direction only once a direct or chat message event is chosen', () => {
		expect(shown('direction', ['post.create', 'profile.update.bio'])).toBe(false);
		expect(shown('direction', ['post.create', 'dm.received'])).toBe(true);
		expect(shown('direction', ['chat.sent'])).toBe(true);
	});

	it('names the platform: it is the Platform node’s trigger in the nodes panel', () => {
		expect(description.displayName).toBe('Platform Activity Trigger');
		// n8n's nodes panel lists a trigger named <app node name>Trigger under that app node.
		expect(description.name).toBe('platformCoreTrigger');
		expect(description.description).toMatch(/platform/i);
	});
});
