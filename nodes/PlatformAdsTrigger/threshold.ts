import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { METRIC_GROUP_LABELS } from '../shared/adsAnalytics/analyticsEnums';
import { dropdown } from '../shared/descriptions/properties';
import { invalidField } from '../shared/validation';

/** Emit only the rows whose metric has crossed a value since the last check. */
export interface Threshold {
	metric: string;
	direction: 'above' | 'below';
	value: number;
}

/**
 * The metrics a threshold may watch, with the metric groups that give them: each is the row
 * column of its name, or what `measure` works out of the row (the value saved workflows hold
 * stays when a column is renamed). A count that is null means none (0); a rate that is null
 * (nothing to divide by) is on neither side.
 */
type Unit = 'money' | 'percent' | 'count';

/**
 * The click rate in percent from the row's exact counts. The row's clickRatePercent is rounded to
 * 2 decimals for reading, so 1.9996 % shows as 2.00: compared with a threshold of 2 it would be
 * "above" when it is not.
 */
const exactClickRate = (row: IDataObject): number | null => {
	const shown = Number(row.impressions ?? 0);
	return shown > 0 ? (Number(row.clicks ?? 0) / shown) * 100 : null;
};

const METRICS: Record<
	string,
	{
		label: string;
		groups: string[];
		unit: Unit;
		rate?: boolean;
		measure?: (row: IDataObject) => number | null;
	}
> = {
	spend: { label: 'Spend', groups: ['BILLING'], unit: 'money' },
	costPerClick: { label: 'Cost per Click', groups: ['BILLING'], unit: 'money', rate: true },
	cpm: {
		label: 'Cost per 1,000 Impressions (CPM)',
		groups: ['BILLING'],
		unit: 'money',
		rate: true,
	},
	costPerEngagement: {
		label: 'Cost per Engagement',
		groups: ['BILLING'],
		unit: 'money',
		rate: true,
	},
	costPerConversion: {
		label: 'Cost per Conversion',
		groups: ['WEB_CONVERSION', 'MOBILE_CONVERSION'],
		unit: 'money',
		rate: true,
	},
	impressions: { label: 'Impressions', groups: ['ENGAGEMENT'], unit: 'count' },
	clicks: { label: 'Clicks', groups: ['ENGAGEMENT'], unit: 'count' },
	engagements: { label: 'Engagements', groups: ['ENGAGEMENT'], unit: 'count' },
	clickRate: {
		label: 'Click Rate',
		groups: ['ENGAGEMENT'],
		unit: 'percent',
		rate: true,
		measure: exactClickRate,
	},
	conversions: {
		label: 'Conversions',
		groups: ['WEB_CONVERSION', 'MOBILE_CONVERSION'],
		unit: 'count',
	},
};

const metricsIn = (unit: Unit) =>
	Object.entries(METRICS)
		.filter(([, metric]) => metric.unit === unit)
		.map(([name]) => name);

/**
 * Value, in the unit of the chosen metric: money in the account's currency, a rate as a person
 * writes it (2 for 2 %), a count. One parameter, shown with the label and hint of its unit.
 */
const VALUE_BY_UNIT: Record<
	Unit,
	{ displayName: string; precision: number; hint: string; description: string }
> = {
	money: {
		displayName: "Value (Account's Currency)",
		precision: 2,
		hint: "In the account's currency (its funding instrument's), e.g. 50 for 50.00",
		description: 'The amount the metric must go beyond in an hour, e.g. 50 for spend above 50',
	},
	percent: {
		displayName: 'Value (%)',
		precision: 2,
		hint: 'A percentage as you write it: 2 for 2 %',
		description: 'The rate the metric must go beyond, in percent, as the rows write it',
	},
	count: {
		displayName: 'Value',
		precision: 0,
		hint: 'A count, e.g. 1000 for 1,000 impressions in an hour',
		description: 'The count the metric must go beyond in an hour',
	},
};

const show = { emit: ['threshold'] };

/** Emit: every changed row, or only the rows crossing a threshold (with its three fields). */
export const emitProperties: INodeProperties[] = [
	{
		displayName: 'Emit',
		name: 'emit',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Every Changed Row',
				value: 'everyChange',
				description: 'Each entity, placement and hour whose metrics changed',
			},
			{
				name: 'Rows Crossing a Threshold',
				value: 'threshold',
				description:
					'Only a row whose metric has gone above (or below) a value since the last check, once until it comes back',
			},
		],
		default: 'everyChange',
		description: 'Which changed rows start the workflow',
	},
	{
		displayName: 'Metric',
		name: 'thresholdMetric',
		type: 'options',
		options: Object.entries(METRICS).map(([value, { label, groups }]) => ({
			name: label,
			value,
			description: `Needs the metric group ${groups.map((group) => METRIC_GROUP_LABELS[group]).join(' or ')}`,
		})),
		default: 'spend',
		displayOptions: { show },
		description:
			"The metric of each row (one entity, placement and hour) to compare: amounts in the account's currency, rates in percent",
	},
	{
		...dropdown('Crosses', 'thresholdDirection', { Above: 'above', Below: 'below' }, 'above'),
		displayOptions: { show },
	},
	...(Object.keys(VALUE_BY_UNIT) as Unit[]).map(
		(unit): INodeProperties => ({
			displayName: VALUE_BY_UNIT[unit].displayName,
			name: 'thresholdValue',
			type: 'number',
			typeOptions: { numberPrecision: VALUE_BY_UNIT[unit].precision },
			default: 0,
			displayOptions: { show: { ...show, thresholdMetric: metricsIn(unit) } },
			hint: VALUE_BY_UNIT[unit].hint,
			description: VALUE_BY_UNIT[unit].description,
		}),
	),
];

/** The threshold the node is set to, checked (a poll has no item: errors name item 1), or none. */
export function readThreshold(
	context: IPollFunctions,
	metricGroups: readonly string[],
): Threshold | undefined {
	if (context.getNodeParameter('emit', 'everyChange') !== 'threshold') return undefined;
	const node = context.getNode();
	const metric = String(context.getNodeParameter('thresholdMetric', 'spend'));
	const known = METRICS[metric];
	if (!known)
		throw invalidField(node, 0, 'Metric', `must be one of ${Object.keys(METRICS).join(', ')}`);
	if (!known.groups.some((group) => metricGroups.includes(group)))
		throw invalidField(
			node,
			0,
			'Metric',
			`${known.label} needs the metric group ${known.groups.map((group) => METRIC_GROUP_LABELS[group]).join(' or ')} in Metric Groups`,
		);
	const direction = context.getNodeParameter('thresholdDirection', 'above');
	if (direction !== 'above' && direction !== 'below')
		throw invalidField(node, 0, 'Crosses', `must be above or below, got "${String(direction)}"`);
	const typed = Number(context.getNodeParameter('thresholdValue', 0));
	if (!Number.isFinite(typed)) throw invalidField(node, 0, 'Value', 'must be a number');
	// A rate is typed in percent, as the rows write it.
	return { metric, direction, value: typed };
}

/** Whether a row is beyond the threshold (strictly above or below its value). */
export function isBeyond(row: IDataObject, { metric, direction, value }: Threshold): boolean {
	const measure = METRICS[metric]?.measure;
	const raw = measure ? measure(row) : row[metric];
	if ((raw === null || raw === undefined) && METRICS[metric]?.rate) return false;
	const measured = Number(raw ?? 0);
	return direction === 'above' ? measured > value : measured < value;
}
