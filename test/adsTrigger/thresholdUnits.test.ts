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
		// The metric keeps the value saved workflows hold; the rows write it as clickRatePercent.
		expect(threshold.value).toBe(2);
		expect(isBeyond({ clickRatePercent: 1.9 }, threshold)).toBe(false);
		expect(isBeyond({ clickRatePercent: 2.1 }, threshold)).toBe(true);
		expect(isBeyond({ clickRatePercent: null }, threshold)).toBe(false);
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
