import { NodeHelpers } from 'n8n-workflow';

import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';

/** Platform > Account Activity says, above each of its operations, that the interface ends. */
const { description } = new PlatformCore();
const notice = description.properties.find(
	(property) => property.name === 'accountActivityEndNotice',
)!;

test('Platform > Account Activity carries the end date, the replacement and the gaps', () => {
	expect(notice.type).toBe('notice');
	expect(notice.displayName).toMatch(/ends Account Activity on 2027-01-01/);
	expect(notice.displayName).toContain('favorite: like.create');
	expect(notice.displayName).toContain('Everything Account Activity Delivered');
	expect(notice.displayName).toContain('blocks and mutes of the user by others');
	for (const operation of ['subscribe', 'unsubscribe', 'count'])
		expect(
			NodeHelpers.displayParameter(
				{ resource: 'accountActivity', operation },
				notice,
				null,
				description,
			),
		).toBe(true);
	expect(
		NodeHelpers.displayParameter(
			{ resource: 'activitySubscription', operation: 'create' },
			notice,
			null,
			description,
		),
	).toBe(false);
});
