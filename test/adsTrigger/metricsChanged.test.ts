import type { IDataObject } from 'n8n-workflow';

import { startEmulator, type Emulator } from '../emulator';
import { statsBody } from '../emulator/adsMetrics';
import { QUIET_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { ACCOUNT } from '../ads/adsFixtures';
import { pickerContext } from '../ads/pickerContext';
import { fixClock } from '../helpers/fixedClock';
import { changeMetrics, quietCampaignTrigger, rowKeys } from './adsTriggerHarness';

/**
 * The Platform Ads Trigger's "Metrics Changed" against the emulator, polled as n8n polls an
 * active workflow: the first poll notes where things stand and emits nothing; a check an hour
 * later emits exactly the rows (entity, placement, hour) whose metrics changed since; a poll
 * within the hour emits nothing (hourlyCheck.test.ts). The quiet campaign's line items never
 * deliver on their own, so only the changes a test makes show. Then the Campaigns picker, and the
 * threshold: only rows whose metric crosses a value, once per crossing. On a fixed clock (a
 * quarter past an hour), moved on an hour for each later check.
 */
fixClock('2026-03-03T10:15:00Z');

let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator();
});
afterEach(async () => await emulator.close());

const HOUR = 3_600_000;
/** The next check of a trigger: an hour after its last one. */
const anHourLater = () => jest.setSystemTime(Date.now() + HOUR);
const STATS = `/ads/12/stats/accounts/${ACCOUNT}`;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const [QUIET0, QUIET1] = QUIET_LINE_ITEMS;
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;

const trigger = (parameters: IDataObject = {}) => quietCampaignTrigger(emulator, parameters);
const statsRequests = () =>
	emulator.log
		.filter((entry) => entry.path.startsWith(`${STATS}`))
		.map(({ path, query }) => ({ path, query }));

/** The emulator's metrics of one line item and hour (what the admin metrics route answers). */
const modelOf = (id: string, hourMs: number, from = emulator) =>
	statsBody(from.state, {
		accountId: ACCOUNT,
		entity: 'LINE_ITEM',
		ids: [id],
		startHour: hourMs / HOUR,
		endHour: hourMs / HOUR + 1,
		granularity: 'HOUR',
		placement: 'ALL_ON_PLATFORM',
		groups: ['ENGAGEMENT', 'BILLING'],
	}).data[0].id_data[0].metrics as Record<string, Array<number | null> | null>;

test('first poll silent; an hour later exactly the changed rows; a poll in the hour silent; a new change only its rows', async () => {
	const harness = trigger();
	const now = thisHour();
	expect(await harness.poll()).toEqual([]);
	// The first poll notes the current bucket.
	expect(
		(harness.staticData()['node:Platform Ads Trigger'] as IDataObject).adsMetrics,
	).toMatchObject({ fromMs: now, seen: {} });

	await changeMetrics(emulator, ACCOUNT, [QUIET0], [now - 3 * HOUR]);
	emulator.clearLog();
	anHourLater();
	const rows = await harness.poll();
	expect(rowKeys(rows)).toEqual([[QUIET0, 'ALL_ON_PLATFORM', iso(now - 3 * HOUR)]]);
	const model = modelOf(QUIET0, now - 3 * HOUR);
	expect(rows[0]).toMatchObject({
		entity: 'LINE_ITEM',
		granularity: 'HOUR',
		impressions: model.impressions?.[0] ?? null,
		clicks: model.clicks?.[0] ?? null,
		spend:
			model.billed_charge_local_micro?.[0] == null
				? null
				: model.billed_charge_local_micro[0] / 1e6,
	});
	expect(rows[0].impressions).toEqual(expect.any(Number));
	// The columns for keeping it: the hour's key, and estimated (spend is final 3 days after).
	expect(rows[0]).toMatchObject({
		date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
		hour: expect.any(Number),
		rowKey: `${ACCOUNT}|LINE_ITEM|${QUIET0}||ALL_ON_PLATFORM|HOUR|${iso(now - 3 * HOUR)}`,
		final: false,
		spendFinal: false,
		finalAt: iso(now - 2 * HOUR + 3 * 24 * HOUR),
	});
	expect(statsRequests()).toEqual([
		{
			path: `${STATS}/active_entities`,
			query: {
				entity: 'LINE_ITEM',
				start_time: iso(now),
				end_time: iso(now + 2 * HOUR),
				campaign_ids: 'c8',
			},
		},
		{
			path: STATS,
			query: {
				entity: 'LINE_ITEM',
				entity_ids: QUIET0,
				start_time: iso(now - 3 * HOUR),
				end_time: iso(now - 2 * HOUR),
				granularity: 'HOUR',
				placement: 'ALL_ON_PLATFORM',
				metric_groups: 'ENGAGEMENT,BILLING',
			},
		},
	]);

	// Within the hour: nothing.
	expect(await harness.poll()).toEqual([]);

	// A new change: only its rows, not the first change's again.
	await changeMetrics(emulator, ACCOUNT, [QUIET1], [now - 5 * HOUR, now - 4 * HOUR]);
	anHourLater();
	expect(rowKeys(await harness.poll())).toEqual([
		[QUIET1, 'ALL_ON_PLATFORM', iso(now - 5 * HOUR)],
		[QUIET1, 'ALL_ON_PLATFORM', iso(now - 4 * HOUR)],
	]);

	// The first change's hour changed again: its row comes again, with its new values.
	await changeMetrics(emulator, ACCOUNT, [QUIET0], [now - 3 * HOUR]);
	anHourLater();
	const again = await harness.poll();
	expect(rowKeys(again)).toEqual([[QUIET0, 'ALL_ON_PLATFORM', iso(now - 3 * HOUR)]]);
	expect(again[0].impressions).not.toEqual(rows[0].impressions);
	expect(again[0].impressions).toEqual(modelOf(QUIET0, now - 3 * HOUR).impressions?.[0] ?? null);
	// The next check: nothing changed since.
	anHourLater();
	expect(await harness.poll()).toEqual([]);
});

test('a change made before the first poll is not emitted', async () => {
	const now = thisHour();
	await changeMetrics(emulator, ACCOUNT, [QUIET0], [now - 2 * HOUR]);
	const harness = trigger();
	expect(await harness.poll()).toEqual([]);
	anHourLater();
	expect(await harness.poll()).toEqual([]);
	expect(statsRequests().filter(({ path }) => path.endsWith('/active_entities'))).toHaveLength(2);
});

test('the campaign filter is sent as campaign_ids; without it every line item of the account is asked about', async () => {
	const now = thisHour();
	const filtered = trigger({ campaignIds: 'c8, c7' });
	await filtered.poll();
	const unfiltered = trigger({ campaignIds: '' });
	await unfiltered.poll();
	const asked = statsRequests()
		.filter(({ path }) => path.endsWith('/active_entities'))
		.map(({ query }) => query);
	expect(asked).toEqual([
		{ entity: 'LINE_ITEM', start_time: iso(now), end_time: iso(now + HOUR), campaign_ids: 'c8,c7' },
		{ entity: 'LINE_ITEM', start_time: iso(now), end_time: iso(now + HOUR) },
	]);
});

test('rows carry the entity names unless turned off', async () => {
	const now = thisHour();
	const harness = trigger({ options: {} });
	await harness.poll();
	await changeMetrics(emulator, ACCOUNT, [QUIET0], [now - HOUR]);
	anHourLater();
	const rows = await harness.poll();
	expect(rows).toHaveLength(1);
	expect(rows[0].name).toEqual(expect.stringContaining(QUIET0));
});

test('a bad setting is refused before any request, naming the field', async () => {
	await expect(trigger({ metricGroups: ['ENGAGEMENT', 'WEB_CONVERSION'] }).poll()).rejects.toThrow(
		/Metric Groups/,
	);
	await expect(trigger({ campaignIds: 'c8, not an id' }).poll()).rejects.toThrow(/Campaigns/);
	expect(emulator.log.filter(({ path }) => path.startsWith('/ads'))).toEqual([]);
});

const adsRequests = () => emulator.log.filter(({ path }) => path.startsWith('/ads'));

/** An emulator's impressions of one line item in one hour. */
const impressionsOf = (id: string, hourMs: number, from = emulator): number =>
	modelOf(id, hourMs, from).impressions?.[0] ?? 0;

test('Campaigns offers the account campaigns by name; the picked ones are sent as campaign_ids', async () => {
	const choices = await new PlatformAdsTrigger().methods.loadOptions.adsTriggerCampaigns.call(
		pickerContext(emulator, { environment: 'production', accountId: ACCOUNT }),
	);
	expect(choices).toEqual(
		expect.arrayContaining([
			{ name: expect.stringMatching(/\(c7\)$/), value: 'c7' },
			{ name: expect.stringMatching(/\(c8\)$/), value: 'c8' },
		]),
	);
	emulator.clearLog();
	await trigger({ campaignIds: ['c8', 'c7'] }).poll();
	const asked = adsRequests().find(({ path }) => path.endsWith('/active_entities'));
	expect(asked?.query).toMatchObject({ campaign_ids: 'c8,c7' });
});

/**
 * The impressions each line item will show in an hour after one change there: read from a
 * second emulator started in the same hour (its metrics are the same function of entity, hour
 * and changes), so the test knows the values before the trigger polls.
 */
async function impressionsAfterChange(ids: string[], hourMs: number) {
	const probe = await startEmulator();
	try {
		await changeMetrics(probe, ACCOUNT, ids, [hourMs]);
		return Object.fromEntries(ids.map((id) => [id, impressionsOf(id, hourMs, probe)]));
	} finally {
		await probe.close();
	}
}

test('a threshold emits only the rows beyond it, each once per crossing', async () => {
	const hour = thisHour() - 2 * HOUR;
	const predicted = await impressionsAfterChange([QUIET0, QUIET1], hour);
	const [low, high] = [QUIET0, QUIET1].sort((a, b) => predicted[a] - predicted[b]);
	expect(predicted[low]).toBeLessThan(predicted[high]);
	const above = trigger({
		emit: 'threshold',
		thresholdMetric: 'impressions',
		thresholdDirection: 'above',
		thresholdValue: (predicted[low] + predicted[high]) / 2,
	});
	const below = trigger({
		emit: 'threshold',
		thresholdMetric: 'impressions',
		thresholdDirection: 'below',
		thresholdValue: 10 ** 12,
	});
	expect(await above.poll()).toEqual([]);
	expect(await below.poll()).toEqual([]);

	await changeMetrics(emulator, ACCOUNT, [QUIET0, QUIET1], [hour]);
	expect(impressionsOf(low, hour)).toBe(predicted[low]);
	anHourLater();
	const rows = await above.poll();
	expect(rows.map(({ id }) => id)).toEqual([high]);
	expect(rows[0].impressions).toBe(predicted[high]);
	// Every row is below 10^12: both cross it with their first change.
	expect((await below.poll()).map(({ id }) => id).sort()).toEqual([QUIET0, QUIET1].sort());

	// The hour changes again: a row still beyond is no new crossing, one coming back is not
	// emitted; the other is emitted exactly when it has now crossed.
	await changeMetrics(emulator, ACCOUNT, [QUIET0, QUIET1], [hour]);
	anHourLater();
	expect(await below.poll()).toEqual([]);
	const between = (predicted[low] + predicted[high]) / 2;
	expect((await above.poll()).map(({ id }) => id)).toEqual(
		impressionsOf(low, hour) > between ? [low] : [],
	);
});

test('a threshold on a metric the chosen groups do not give is refused before any request', async () => {
	await expect(
		trigger({ emit: 'threshold', thresholdMetric: 'spend', metricGroups: ['ENGAGEMENT'] }).poll(),
	).rejects.toThrow('Item 1: Metric Spend needs the metric group Billing (Spend) in Metric Groups');
	expect(adsRequests()).toEqual([]);
});
