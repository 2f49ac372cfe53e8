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
 * The row columns a threshold may watch, with the metric groups that give them. A count that
 * is null means none (0); a rate that is null (nothing to divide by) is on neither side.
 */
const METRICS: Record<string, { label: string; groups: string[]; rate?: boolean }> = {
	spend: { label: 'Spend', groups: ['BILLING'] },
	costPerClick: { label: 'Cost per Click', groups: ['BILLING'], rate: true },
	cpm: { label: 'Cost per 1,000 Impressions (CPM)', groups: ['BILLING'], rate: true },
	costPerEngagement: { label: 'Cost per Engagement', groups: ['BILLING'], rate: true },
	costPerConversion: {
		label: 'Cost per Conversion',
		groups: ['WEB_CONVERSION', 'MOBILE_CONVERSION'],
		rate: true,
	},
	impressions: { label: 'Impressions', groups: ['ENGAGEMENT'] },
	clicks: { label: 'Clicks', groups: ['ENGAGEMENT'] },
	engagements: { label: 'Engagements', groups: ['ENGAGEMENT'] },
	clickRate: { label: 'Click Rate', groups: ['ENGAGEMENT'], rate: true },
	conversions: { label: 'Conversions', groups: ['WEB_CONVERSION', 'MOBILE_CONVERSION'] },
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
			"The metric of each row (one entity, placement and hour) to compare; amounts in the funding instrument's currency",
	},
	{
		...dropdown('Crosses', 'thresholdDirection', { Above: 'above', Below: 'below' }, 'above'),
		displayOptions: { show },
	},
	{
		displayName: 'Value',
		name: 'thresholdValue',
		type: 'number',
		typeOptions: { numberPrecision: 6 },
		default: 0,
		displayOptions: { show },
		description: 'The value the metric must go beyond, e.g. 50 for spend above 50 in an hour',
	},
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
	const value = Number(context.getNodeParameter('thresholdValue', 0));
	if (!Number.isFinite(value)) throw invalidField(node, 0, 'Value', 'must be a number');
	return { metric, direction, value };
}

/** Whether a row is beyond the threshold (strictly above or below its value). */
export function isBeyond(row: IDataObject, { metric, direction, value }: Threshold): boolean {
	const raw = row[metric];
	if ((raw === null || raw === undefined) && METRICS[metric]?.rate) return false;
	const measured = Number(raw ?? 0);
	return direction === 'above' ? measured > value : measured < value;
}
