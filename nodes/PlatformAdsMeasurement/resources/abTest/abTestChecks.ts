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

/** A record as a person knows it: "Spring sale" (c3), or its ID alone when it has no name. */
const labelOf = (id: string, names: Map<string, string>): string =>
	names.get(id) ? `"${names.get(id)}" (${id})` : id;

/**
 * The names of the account's campaigns (or line items) by ID, read when an error names them: a
 * person knows a campaign by its name, and the read costs a request only on the way to an error.
 */
async function namesOf(
	context: IExecuteSingleFunctions,
	kind: 'campaign' | 'line_item',
	ids: string[],
): Promise<Map<string, string>> {
	if (ids.length === 0) return new Map();
	const records = await liveRecords(context, `/${kind}s`, {
		[`${kind}_ids`]: ids.join(','),
		with_draft: true,
	}).catch(() => [] as IDataObject[]);
	return new Map(records.map((record) => [String(record.id), String(record.name ?? '')]));
}

/**
 * The test period lies within the flight of what it tests: at line item level each line item's
 * flight meets it; at campaign level, each campaign has a line item whose flight meets it
 * (campaigns fly through their line items, and a campaign without any is not set up yet).
 */
async function checkFlights(
	context: IExecuteSingleFunctions,
	fail: (problem: string) => Error,
	lineItems: IDataObject[],
	entityIds: string[],
	lineItemLevel: boolean,
	[start, end]: [number, number],
): Promise<void> {
	const period = `the test period (${isoUtc(start)} to ${isoUtc(end)})`;
	if (lineItemLevel) {
		const grounded = lineItems.find((item) => !flies(item, start, end));
		if (grounded)
			throw fail(
				`name line item ${labelOf(String(grounded.id), new Map([[String(grounded.id), String(grounded.name ?? '')]]))}, whose flight (${flightText(grounded)}) is outside ${period}`,
			);
		return;
	}
	for (const campaign of entityIds) {
		const own = lineItems.filter((item) => String(item.campaign_id) === campaign);
		const problem =
			own.length === 0
				? 'which has no line items yet; set the campaign up (a line item) before the test'
				: own.some((item) => flies(item, start, end))
					? undefined
					: `none of whose line items flies during ${period}`;
		if (problem) {
			const names = await namesOf(context, 'campaign', [campaign]);
			throw fail(`name campaign ${labelOf(campaign, names)}, ${problem}`);
		}
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
		if (holder) {
			const names = await namesOf(context, lineItemLevel ? 'line_item' : 'campaign', [id]);
			const testName = holder.name
				? `"${String(holder.name)}" (${String(holder.id)})`
				: String(holder.id);
			throw fail(
				`name ${lineItemLevel ? 'line item' : 'campaign'} ${labelOf(id, names)}, which is already in A/B test ${testName}; a campaign or line item can be in one A/B test only`,
			);
		}
	}
	if (!lineItemLevel) {
		const lineItems = await liveRecords(context, '/line_items', {
			campaign_ids: entityIds.join(','),
			with_draft: true,
		});
		await checkFlights(context, fail, lineItems, entityIds, false, period);
		return;
	}
	const tested = await liveRecords(context, '/line_items', {
		line_item_ids: entityIds.join(','),
		with_draft: true,
	});
	const campaigns = [...new Set(tested.map((item) => String(item.campaign_id)))];
	if (campaigns.length !== 1 || (campaign !== undefined && campaigns[0] !== campaign)) {
		const names = await namesOf(context, 'campaign', [
			...new Set([...(campaign ? [campaign] : []), ...campaigns]),
		]);
		throw fail(
			`need line items of ${campaign === undefined ? 'one campaign' : `campaign ${labelOf(campaign, names)}`} (they belong to ${campaigns.map((id) => labelOf(id, names)).join(', ') || 'no campaign of the account'})`,
		);
	}
	const all = await liveRecords(context, '/line_items', {
		campaign_ids: campaigns[0],
		with_draft: true,
	});
	const left = all.map((item) => String(item.id)).filter((id) => !entityIds.includes(id));
	if (left.length) {
		const names = await namesOf(context, 'campaign', [campaigns[0]]);
		const lineItemNames = new Map(all.map((item) => [String(item.id), String(item.name ?? '')]));
		throw fail(
			`need every line item of campaign ${labelOf(campaigns[0], names)}, one per group; ${left.map((id) => labelOf(id, lineItemNames)).join(', ')} ${left.length === 1 ? 'is' : 'are'} missing`,
		);
	}
	await checkFlights(context, fail, tested, entityIds, true, period);
}
