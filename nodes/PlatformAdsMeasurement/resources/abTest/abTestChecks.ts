import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { isoUtc, NOT_A_TIME, platformTimeToMs, timeToMs } from '../../../shared/times';
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

/** Whether a line item's flight (open where it names no start or end) meets the test period. */
const flies = (item: IDataObject, start: number, end: number): boolean =>
	(platformTimeToMs(item.start_time) ?? -Infinity) < end &&
	(platformTimeToMs(item.end_time) ?? Infinity) > start;

const flightText = (item: IDataObject): string =>
	`${item.start_time ? String(item.start_time) : 'its start'} to ${item.end_time ? String(item.end_time) : 'no end'}`;

/**
 * The test period lies within the flight of what it tests: at line item level each line item's
 * flight meets it; at campaign level, each campaign has a line item whose flight meets it
 * (campaigns fly through their line items, and a campaign without any is not set up yet).
 */
function checkFlights(
	fail: (problem: string) => Error,
	lineItems: IDataObject[],
	entityIds: string[],
	lineItemLevel: boolean,
	[start, end]: [number, number],
): void {
	const period = `the test period (${isoUtc(start)} to ${isoUtc(end)})`;
	if (lineItemLevel) {
		const grounded = lineItems.find((item) => !flies(item, start, end));
		if (grounded)
			throw fail(
				`name line item ${String(grounded.id)}, whose flight (${flightText(grounded)}) is outside ${period}`,
			);
		return;
	}
	for (const campaign of entityIds) {
		const own = lineItems.filter((item) => String(item.campaign_id) === campaign);
		if (own.length === 0)
			throw fail(
				`name campaign ${campaign}, which has no line items yet; set the campaign up before the test`,
			);
		if (!own.some((item) => flies(item, start, end)))
			throw fail(`name campaign ${campaign}, none of whose line items flies during ${period}`);
	}
}

/**
 * Each campaign or line item belongs to one A/B test at most; at line item level, the test holds
 * every line item of one campaign; the period meets their flights. Checked against the account's
 * records before sending.
 */
export async function checkEntities(
	context: IExecuteSingleFunctions,
	entityIds: string[],
	lineItemLevel: boolean,
	{ testId, campaign, period }: { testId?: string; campaign?: string; period: [number, number] },
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
	if (!lineItemLevel) {
		const lineItems = await liveRecords(context, '/line_items', {
			campaign_ids: entityIds.join(','),
			with_draft: true,
		});
		checkFlights(fail, lineItems, entityIds, false, period);
		return;
	}
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
	checkFlights(fail, tested, entityIds, true, period);
}
