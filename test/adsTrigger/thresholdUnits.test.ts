import type { INodeProperties, IPollFunctions } from 'n8n-workflow';

import { emitProperties, isBeyond, readThreshold } from '../../nodes/PlatformAdsTrigger/threshold';

/** A poll's parameters only: what readThreshold reads. */
const poll = (parameters: Record<string, unknown>) =>
	({
		getNode: () => ({ name: 'Ads Trigger', parameters }),
		getNodeParameter: (name: string, fallback: unknown) => parameters[name] ?? fallback,
	}) as unknown as IPollFunctions;

const valueFieldOf = (metric: string): INodeProperties | undefined =>
	emitProperties.find(
		({ name, displayOptions }) =>
			name === 'thresholdValue' &&
			(displayOptions?.show?.thresholdMetric as string[] | undefined)?.includes(metric),
	);

describe('Ads Trigger threshold units', () => {
	test("Value names its unit: the account's currency for money, percent for rates, a count", () => {
		expect(valueFieldOf('spend')).toMatchObject({
			displayName: "Value (Account's Currency)",
			typeOptions: { numberPrecision: 2 },
		});
		expect(valueFieldOf('costPerClick')?.displayName).toBe("Value (Account's Currency)");
		expect(valueFieldOf('clickRate')).toMatchObject({
			displayName: 'Value (%)',
			hint: 'A percentage as you write it: 2 for 2 %',
		});
		expect(valueFieldOf('impressions')).toMatchObject({
			displayName: 'Value',
			typeOptions: { numberPrecision: 0 },
		});
		// Every metric has exactly one Value field.
		for (const metric of ['spend', 'cpm', 'clickRate', 'clicks', 'conversions'])
			expect(
				emitProperties.filter(
					({ name, displayOptions }) =>
						name === 'thresholdValue' &&
						(displayOptions?.show?.thresholdMetric as string[]).includes(metric),
				),
			).toHaveLength(1);
	});

	test('a click rate typed as 2 means 2 %: a row at 1.9 % is below it, one at 2.1 % above', () => {
		const threshold = readThreshold(
			poll({
				emit: 'threshold',
				thresholdMetric: 'clickRate',
				thresholdDirection: 'above',
				thresholdValue: 2,
			}),
			['ENGAGEMENT'],
		)!;
		// The metric keeps the value saved workflows hold; the rate is worked out of the counts.
		expect(threshold.value).toBe(2);
		expect(isBeyond({ clicks: 19, impressions: 1000, clickRatePercent: 1.9 }, threshold)).toBe(
			false,
		);
		expect(isBeyond({ clicks: 21, impressions: 1000, clickRatePercent: 2.1 }, threshold)).toBe(
			true,
		);
		expect(isBeyond({ clicks: 0, impressions: 0, clickRatePercent: null }, threshold)).toBe(false);
		expect(isBeyond({ clicks: null, impressions: 1000, clickRatePercent: 0 }, threshold)).toBe(
			false,
		);
	});

	test('a click rate is compared exactly, not as the row rounds it for reading', () => {
		const threshold = readThreshold(
			poll({ emit: 'threshold', thresholdMetric: 'clickRate', thresholdValue: 2 }),
			['ENGAGEMENT'],
		)!;
		// 1.9996 % reads as 2.00 in the row; it is below 2 %, and 2.0004 % (also 2.00) is above.
		const row = (clicks: number) => ({ clicks, impressions: 1_000_000, clickRatePercent: 2 });
		expect(isBeyond(row(19_996), threshold)).toBe(false);
		expect(isBeyond(row(20_004), threshold)).toBe(true);
	});

	test('money and counts are compared as typed', () => {
		const spend = readThreshold(
			poll({ emit: 'threshold', thresholdMetric: 'spend', thresholdValue: 50 }),
			['BILLING'],
		)!;
		expect(isBeyond({ spend: 50.01 }, spend)).toBe(true);
		expect(isBeyond({ spend: 50 }, spend)).toBe(false);
	});
});
