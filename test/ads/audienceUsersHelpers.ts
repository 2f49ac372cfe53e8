import { createHash } from 'node:crypto';

import { batchControls, members } from '../emulator/audienceUsers/store';
import type { Emulator } from '../emulator';
import { byId } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

/** SHA-256, lowercase hex: the tests' own, so they do not trust the node's hashing. */
export const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The operations of each request the emulator received. */
export const bodies = (emulator: Emulator) =>
	emulator.log.map((entry) => entry.body as Array<Record<string, unknown>>);

/** Members of a custom audience (`audience:<id>`) or do-not-reach list (`list:<id>`), sorted. */
export const memberKeys = (emulator: Emulator, owner: string) =>
	[...members(emulator.state, owner).keys()].sort();

/** Empties every membership and control between tests. */
export function resetAudiences(emulator: Emulator): void {
	for (const owner of ['audience:1nmth', 'audience:1nmtj', 'list:dnr1a', 'list:dnr2b'])
		members(emulator.state, owner).clear();
	Object.assign(batchControls(emulator.state), { countMismatch: 0, rejectOperations: [] });
}

/** Every text the emulator saw: paths, queries and raw bodies. */
export const wireText = (emulator: Emulator) =>
	emulator.log
		.map((entry) => `${entry.path} ${JSON.stringify(entry.query)} ${entry.rawBody}`)
		.join('\n');

/** The node mapping every identifier kind from the item's JSON, with expressions. */
export const mapped = (operation: 'add' | 'remove', extra: Record<string, unknown> = {}) => ({
	resource: 'customAudienceUser',
	operation,
	accountId: byId(ACCOUNT),
	customAudienceId: byId('1nmth'),
	email: '={{ $json.email }}',
	phoneNumber: '={{ $json.phones }}',
	handle: '={{ $json.handle }}',
	deviceId: '={{ $json.idfa }}',
	platformUserId: '={{ $json.uid }}',
	partnerUserId: '={{ $json.crm }}',
	...extra,
});

/** The Do-Not-Reach List node mapping email and phone from the item's JSON. */
export const users = (
	operation: 'addUsers' | 'removeUsers',
	extra: Record<string, unknown> = {},
) => ({
	resource: 'doNotReachList',
	operation,
	accountId: byId(ACCOUNT),
	doNotReachListId: byId('dnr1a'),
	email: '={{ $json.email }}',
	phoneNumber: '={{ $json.phone }}',
	...extra,
});

/** What the platform receives for the tests' first person, who has every identifier kind. */
export const ANN_SENT = {
	email: [sha('ann@example.com')],
	phone_number: [sha('14155551212'), sha('442071838750')],
	handle: [sha('adsapi')],
	device_id: [sha('4b61639e-47cc-4056-a16a-c8217e029462')],
	platform_id: [sha('143567')],
	partner_user_id: ['CRM-1'],
};

/** What it receives for the second, two emails in one field. */
export const BOB_SENT = { email: [sha('bob@example.com'), sha('bob@work.example')] };
