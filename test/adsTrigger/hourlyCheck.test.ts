import { DirectoryLoader } from 'n8n-core';

import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { startEmulator, type Emulator } from '../emulator';
import { QUIET_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { ACCOUNT } from '../ads/adsFixtures';
import { fixClock } from '../helpers/fixedClock';
import { changeMetrics, quietCampaignTrigger, rowKeys } from './adsTriggerHarness';

/**
 * The Ads Trigger checks at most once an hour whatever the Poll Times (hourlyCheck.ts), polled as
 * n8n polls an active workflow: a poll within the hour after a check sends no request and emits
 * nothing, a poll an hour later checks, and a test run in the editor always checks. On a fixed
 * clock (a quarter past an hour), moved on by the tests.
 */
fixClock('2026-03-03T10:15:00Z');

let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator();
});
afterEach(async () => await emulator.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const [QUIET] = QUIET_LINE_ITEMS;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const later = (ms: number) => jest.setSystemTime(Date.now() + ms);
const activeEntityRequests = () =>
	emulator.log.filter(({ path }) => path.endsWith('/active_entities'));

const trigger = () => quietCampaignTrigger(emulator);

test("the panel states the interval under the Poll Times n8n adds, which keep n8n's own default", () => {
	const nodeType = new PlatformAdsTrigger();
	// What n8n's loader does to a node with `polling: true` (1.x and 2.x); private in its types.
	(
		DirectoryLoader.prototype as unknown as { applySpecialNodeParameters: (node: unknown) => void }
	).applySpecialNodeParameters.call(DirectoryLoader.prototype, nodeType);
	const [pollTimes, notice] = nodeType.description.properties;
	expect(pollTimes).toMatchObject({
		name: 'pollTimes',
		default: { item: [{ mode: 'everyMinute' }] },
	});
	expect(notice).toMatchObject({
		type: 'notice',
		displayName: expect.stringContaining('at most once an hour, whatever the Poll Times'),
	});
});

test('within the hour after a check a poll sends no request and emits nothing, even after a change; an hour later it checks', async () => {
	const harness = trigger();
	const hourMs = Math.floor(Date.now() / HOUR) * HOUR;
	expect(await harness.poll()).toEqual([]);
	expect(activeEntityRequests()).toHaveLength(1);

	await changeMetrics(emulator, ACCOUNT, [QUIET], [hourMs - 3 * HOUR]);
	emulator.clearLog();
	later(30 * MINUTE);
	expect(await harness.poll()).toEqual([]);
	later(28 * MINUTE);
	expect(await harness.poll()).toEqual([]);
	expect(emulator.log).toEqual([]);

	// An hour after the check: the change of the hour before comes.
	later(2 * MINUTE);
	expect(rowKeys(await harness.poll())).toEqual([
		[QUIET, 'ALL_ON_PLATFORM', iso(hourMs - 3 * HOUR)],
	]);
	expect(activeEntityRequests().map(({ query }) => query)).toEqual([
		{
			entity: 'LINE_ITEM',
			start_time: iso(hourMs),
			end_time: iso(hourMs + 2 * HOUR),
			campaign_ids: 'c8',
		},
	]);
	emulator.clearLog();
	later(MINUTE);
	expect(await harness.poll()).toEqual([]);
	expect(emulator.log).toEqual([]);
});

test('a test run in the editor checks within the hour, and leaves the hour of the active workflow as it was', async () => {
	const harness = trigger();
	const hourMs = Math.floor(Date.now() / HOUR) * HOUR;
	await harness.poll();
	await changeMetrics(emulator, ACCOUNT, [QUIET], [hourMs - 2 * HOUR]);
	emulator.clearLog();
	later(10 * MINUTE);
	const changed = [[QUIET, 'ALL_ON_PLATFORM', iso(hourMs - 2 * HOUR)]];
	expect(rowKeys(await harness.poll('manual'))).toEqual(changed);
	expect(activeEntityRequests()).toHaveLength(1);

	// The active workflow's polls go on from their own last check: none until the hour is over,
	// then the change, which the test run did not mark as seen.
	emulator.clearLog();
	expect(await harness.poll()).toEqual([]);
	expect(emulator.log).toEqual([]);
	later(HOUR);
	expect(rowKeys(await harness.poll())).toEqual(changed);
});
