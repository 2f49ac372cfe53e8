import type { INodeProperties } from 'n8n-workflow';

import { enumField } from '../../../shared/ads/enums';
import { moneyOptions } from '../../shared/moneyFields';

/** Values of the campaign parameters (a create's statuses are in shared/createStatus.ts). */
export const UPDATE_STATUSES = ['ACTIVE', 'PAUSED'] as const;
/** LINE_ITEM is the current reference's only value; the earlier one also took CAMPAIGN. */
export const BUDGET_OPTIMIZATIONS = ['LINE_ITEM', 'CAMPAIGN'] as const;
export const MAX_NAME = 255;
export const MAX_PURCHASE_ORDER = 50;

/** The budgets, in the funding instrument's currency (the campaign's, and the hint's). */
export const MONEY_FIELDS = [
	{
		name: 'daily_budget_amount_local_micro',
		label: 'Daily Budget',
		description:
			'At most the total budget; most funding instruments need it. Without it, spend is spread evenly over the total budget',
	},
	{
		name: 'total_budget_amount_local_micro',
		label: 'Total Budget',
		description: 'The most the campaign spends in all',
	},
] as const;

/** The campaign's budgets, shown on a create beside its name. */
export const budgetFields = (): INodeProperties[] =>
	MONEY_FIELDS.flatMap((field) => moneyOptions(field));

/** Create: the optional values left under Additional Fields. Update: every value it may change. */
export function campaignOptions(
	mode: 'create' | 'update',
	more: INodeProperties[] = [],
): INodeProperties[] {
	return [
		...more,
		{
			displayName: 'Budget Optimization',
			name: 'budget_optimization',
			type: 'options',
			default: 'LINE_ITEM',
			options: [
				{
					name: 'Line Item',
					value: 'LINE_ITEM',
					description: 'Each line item has its own budget and pacing',
				},
				{
					name: 'Campaign',
					value: 'CAMPAIGN',
					description: 'Accepted by earlier version 12 accounts: the campaign shares its budget',
				},
			],
		},
		...(mode === 'update'
			? [
					...budgetFields(),
					enumField(
						{
							displayName: 'Status',
							name: 'entity_status',
							default: 'PAUSED',
							description: 'Whether the campaign runs: pause it or resume it',
						},
						UPDATE_STATUSES,
					),
				]
			: []),
		{
			displayName: 'Purchase Order Number',
			name: 'purchase_order_number',
			type: 'string',
			default: '',
			description: `Booking reference printed on invoices (at most ${MAX_PURCHASE_ORDER} characters)`,
		},
		{
			displayName: 'Standard Delivery',
			name: 'standard_delivery',
			type: 'boolean',
			default: true,
			description:
				'Whether to spend evenly over the day (off: as fast as possible). Newer accounts set pacing on the line item.',
		},
	];
}

/** The campaign name, required on a create (an update's is optional). */
export const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'Spring Sale',
	description: `The campaign name (at most ${MAX_NAME} characters)`,
};
