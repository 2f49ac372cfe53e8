import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { isoUtc, NOT_A_TIME, timeToMs } from '../../../shared/times';
import { invalidField } from '../../../shared/validation';
import { liveRecords } from '../../shared/liveRecords';
import { AB_TESTS } from './abTestLocator';

const DAY_MS = 86_400_000;

/** A time field of the item, read in the workflow's zone, or undefined when empty. */
export function readTime(
	context: IExecuteSingleFunctions,
	parameter: string,
	field: string,
): number | undefined {
	const value = String(context.getNodeParameter(parameter, '') ?? '').trim();
	if (!value) return undefined;
	const ms = timeToMs(value, context.getTimezone());
	if (ms === undefined)
		throw invalidField(context.getNode(), context.getItemIndex(), field, NOT_A_TIME);
	return ms;
}

/**
 * The test period: a start in the future (when it is set now) and an end at least a day after
 * the start. App-based campaigns need 5 days, but which campaigns count as app-based is not
 * documented: the node checks the one day and leaves the rest to the platform.
 */
export function checkPeriod(
	context: IExecuteSingleFunctions,
	start: number,
	end: number,
	startIsNew: boolean,
): void {
	const node = context.getNode();
	const item = context.getItemIndex();
	if (startIsNew && start <= Date.now())
		throw invalidField(node, item, 'Start Time', `must be in the future, got ${isoUtc(start)}`);
	if (end - start < DAY_MS)
		throw invalidField(
			node,
			item,
			'End Time',
			`must be at least 1 day after the start (${isoUtc(start)}), got ${isoUtc(end)}`,
		);
}

/**
 * Each campaign or line item belongs to one A/B test at most; at line item level, the test holds
 * every line item of one campaign. Checked against the account's records before sending.
 */
export async function checkEntities(
	context: IExecuteSingleFunctions,
	entityIds: string[],
	lineItemLevel: boolean,
	{ testId, campaign }: { testId?: string; campaign?: string } = {},
): Promise<void> {
	const fail = (problem: string) =>
		invalidField(context.getNode(), context.getItemIndex(), 'User Groups', problem);
	const others = (await liveRecords(context, AB_TESTS)).filter((test) => test.id !== testId);
	for (const id of entityIds) {
		const holder = others.find((test) =>
			((test.user_groups as IDataObject[] | undefined) ?? []).some((group) =>
				((group.entity_ids as string[] | undefined) ?? []).includes(id),
			),
		);
		if (holder)
			throw fail(
				`name ${id}, which is already in A/B test ${String(holder.id)}; a campaign or line item can be in one A/B test only`,
			);
	}
	if (!lineItemLevel) return;
	const tested = await liveRecords(context, '/line_items', {
		line_item_ids: entityIds.join(','),
		with_draft: true,
	});
	const campaigns = [...new Set(tested.map((item) => String(item.campaign_id)))];
	if (campaigns.length !== 1 || (campaign !== undefined && campaigns[0] !== campaign))
		throw fail(
			`need line items of ${campaign === undefined ? 'one campaign' : `campaign ${campaign}`} (they belong to ${campaigns.join(', ') || 'no campaign of the account'})`,
		);
	const all = await liveRecords(context, '/line_items', {
		campaign_ids: campaigns[0],
		with_draft: true,
	});
	const left = all.map((item) => String(item.id)).filter((id) => !entityIds.includes(id));
	if (left.length)
		throw fail(
			`need every line item of campaign ${campaigns[0]}, one per group; ${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} missing`,
		);
}
