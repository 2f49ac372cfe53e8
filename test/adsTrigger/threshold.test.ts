import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { DirectoryLoader } from 'n8n-core';
import { toCronExpression } from 'n8n-workflow';

import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { startEmulator, type Emulator } from '../emulator';
import { statsBody } from '../emulator/adsMetrics';
import { QUIET_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { ACCOUNT } from '../ads/adsFixtures';
import { pickerContext } from '../ads/pickerContext';
import { emulatorCredentials } from '../helpers/credentials';
import { adsTriggerHarness, awayFromHourEnd, changeMetrics } from './adsTriggerHarness';

/**
 * The Ads Trigger's defaults and choices: Poll Times every hour once n8n has added its field, the
 * campaign picker, and the threshold (rows whose metric crosses a value, once per crossing).
 */
let emulator: Emulator;
beforeEach(async () => {
	await awayFromHourEnd();
	emulator = await startEmulator();
});
afterEach(async () => await emulator.close());

const HOUR = 3_600_000;
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;
const [QUIET0, QUIET1] = QUIET_LINE_ITEMS;
const adsRequests = () => emulator.log.filter(({ path }) => path.startsWith('/ads'));

const trigger = (parameters: IDataObject = {}) =>
	adsTriggerHarness(
		{
			authentication: 'oAuth1',
			event: 'metricsChanged',
			accountId: { __rl: true, mode: 'id', value: ACCOUNT },
			entity: 'LINE_ITEM',
			campaignIds: ['c8'],
			metricGroups: ['ENGAGEMENT', 'BILLING'],
			options: { names: false },
			...parameters,
		} as never,
		{ platformOAuth1Api: emulatorCredentials(emulator).platformOAuth1Api },
	);

/** An emulator's impressions of one line item in one hour. */
const impressionsOf = (from: Emulator, id: string, hourMs: number): number =>
	(
		statsBody(from.state, {
			accountId: ACCOUNT,
			entity: 'LINE_ITEM',
			ids: [id],
			startHour: hourMs / HOUR,
			endHour: hourMs / HOUR + 1,
			granularity: 'HOUR',
			placement: 'ALL_ON_PLATFORM',
			groups: ['ENGAGEMENT'],
		}).data[0].id_data[0].metrics as Record<string, Array<number | null> | null>
	).impressions?.[0] ?? 0;

test('Poll Times defaults to every hour once n8n adds the field, which it does only once', () => {
	const nodeType = new PlatformAdsTrigger();
	// What n8n's loader does to a node with `polling: true` (1.x and 2.x).
	(
		DirectoryLoader.prototype as unknown as { applySpecialNodeParameters: (node: unknown) => void }
	).applySpecialNodeParameters.call(undefined, nodeType);
	const pollTimes = nodeType.description.properties.filter(({ name }) => name === 'pollTimes');
	expect(pollTimes).toHaveLength(1);
	const { default: fallback } = pollTimes[0] as INodeProperties & {
		default: { item: Array<{ mode: string }> };
	};
	expect(fallback).toEqual({ item: [{ mode: 'everyHour' }] });
	// Every hour at a fixed minute: at most 24 polls a day, each a few stats requests.
	expect(fallback.item.map((item) => toCronExpression(item as never))).toEqual([
		expect.stringMatching(/^\S+ \S+ \* \* \* \*$/),
	]);
	// The description n8n sends to the editor carries the same default.
	const sent = JSON.parse(JSON.stringify(nodeType.description)) as {
		properties: INodeProperties[];
	};
	expect(sent.properties[0]).toMatchObject({ name: 'pollTimes', default: fallback });
});

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
		return Object.fromEntries(ids.map((id) => [id, impressionsOf(probe, id, hourMs)]));
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
	expect(impressionsOf(emulator, low, hour)).toBe(predicted[low]);
	const rows = await above.poll();
	expect(rows.map(({ id }) => id)).toEqual([high]);
	expect(rows[0].impressions).toBe(predicted[high]);
	// Every row is below 10^12: both cross it with their first change.
	expect((await below.poll()).map(({ id }) => id).sort()).toEqual([QUIET0, QUIET1].sort());

	// The hour changes again: a row still beyond is no new crossing, one coming back is not
	// emitted; the other is emitted exactly when it has now crossed.
	await changeMetrics(emulator, ACCOUNT, [QUIET0, QUIET1], [hour]);
	expect(await below.poll()).toEqual([]);
	const between = (predicted[low] + predicted[high]) / 2;
	expect((await above.poll()).map(({ id }) => id)).toEqual(
		impressionsOf(emulator, low, hour) > between ? [low] : [],
	);
});

test('a threshold on a metric the chosen groups do not give is refused before any request', async () => {
	await expect(
		trigger({ emit: 'threshold', thresholdMetric: 'spend', metricGroups: ['ENGAGEMENT'] }).poll(),
	).rejects.toThrow('Item 1: Metric Spend needs the metric group Billing (Spend) in Metric Groups');
	expect(adsRequests()).toEqual([]);
});
