import {
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
	type IPairedItemData,
} from 'n8n-workflow';

import { ACCOUNT_FIELD, readAccountId } from '../../../shared/ads/accountLocator';
import {
	accountMidnight,
	accountTimeZone,
	currentOffsetMs,
} from '../../../shared/adsAnalytics/accountDays';
import {
	DAY_MS,
	ENTITY_VALUES,
	IDS_PER_REQUEST,
	STATS_ENTITIES,
} from '../../../shared/adsAnalytics/analyticsEnums';
import {
	addCampaignNames,
	entityDetails,
	type EntityDetails,
} from '../../../shared/adsAnalytics/entityNames';
import {
	checkEntityIds,
	checkOneOf,
	checkStatsRequest,
	STATS_FIELDS,
	type StatsRequest,
} from '../../../shared/adsAnalytics/statsRules';
import { statsRows, type StatsAnswer } from '../../../shared/adsAnalytics/statsRows';
import type { Range } from '../../../shared/adsAnalytics/statsWindows';
import { NOT_A_TIME, timeToMs } from '../../../shared/times';
import { invalidField, itemLabel, listOf } from '../../../shared/validation';
import {
	ALL_CHOICES,
	END_PARAMETER,
	ENTITY_PARAMETER,
	ENTITY_PICKERS,
	MAX_REREAD_DAYS,
	OPTIONS_PARAMETER,
	REREAD_OPTION,
	START_PARAMETER,
	TIME_RANGE_PARAMETER,
	TIME_RANGES,
} from './analyticsFields';
import { allOfAccount, wantsAll, type AllOfAccount } from './allEntities';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * Reading the analytics fields of one item, and gathering the items whose fields agree into the
 * same requests: what every analytics operation of Platform Ads does before sending.
 */

/** One item's account, the account's time zone and the offset of its current day. */
export interface AccountDays {
	accountId: string;
	timeZone: string;
	offsetMs: number;
}

/** The item's account (checked), with its time zone, read once per execution and account. */
export async function readAccount(
	context: CodeOperationContext,
	itemIndex: number,
): Promise<AccountDays> {
	const accountId = readAccountId(context, itemIndex);
	const timeZone = await accountTimeZone(context, accountId);
	return { accountId, timeZone, offsetMs: currentOffsetMs(timeZone) };
}

/** A text parameter of the item ('' when absent). */
export const textParameter = (
	context: CodeOperationContext,
	name: string,
	itemIndex: number,
): string => String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();

/** The item's entity, one of `allowed`. */
export function readEntity(
	context: CodeOperationContext,
	itemIndex: number,
	allowed: string[],
): string {
	const entity = textParameter(context, ENTITY_PARAMETER, itemIndex);
	checkOneOf(context.getNode(), itemIndex, STATS_FIELDS.entity, entity, allowed);
	return entity;
}

/**
 * The IDs of the item's entity kind: the account itself for ACCOUNT, else its picker's (a list,
 * or what an expression gives: one ID, a comma text or an array), duplicates dropped.
 */
export function readEntityIds(
	context: CodeOperationContext,
	itemIndex: number,
	entity: string,
	accountId: string,
): string[] {
	if (entity === 'ACCOUNT') return [accountId];
	const value = context.getNodeParameter(
		ENTITY_PICKERS[entity].parameter,
		itemIndex,
		[],
	) as unknown;
	return [...new Set(listOf(value ?? []))];
}

/**
 * The item's range, read once into epoch milliseconds: a preset is whole days of the account up
 * to today's start (with the current day's offset, as the platform places days); Custom is read
 * in the workflow's time zone unless the value names its own. A Custom time that is empty or no
 * time fails the item here, where its text is; every later rule is checked on the milliseconds.
 */
export function readRange(
	context: CodeOperationContext,
	itemIndex: number,
	offsetMs: number,
): Range {
	const range = textParameter(context, TIME_RANGE_PARAMETER, itemIndex);
	checkOneOf(context.getNode(), itemIndex, 'Time Range', range, [
		...Object.keys(TIME_RANGES),
		'custom',
	]);
	if (range !== 'custom')
		return {
			startMs: accountMidnight(offsetMs, -TIME_RANGES[range]),
			endMs: accountMidnight(offsetMs, 0),
		};
	const zone = context.getTimezone();
	const time = (name: string, field: string): number => {
		const text = textParameter(context, name, itemIndex);
		const ms = text === '' ? undefined : timeToMs(text, zone);
		if (ms === undefined)
			throw invalidField(
				context.getNode(),
				itemIndex,
				field,
				text === '' ? 'is required' : `${NOT_A_TIME}, got "${text.slice(0, 60)}"`,
			);
		return ms;
	};
	return {
		startMs: time(START_PARAMETER, STATS_FIELDS.start),
		endMs: time(END_PARAMETER, STATS_FIELDS.end),
	};
}

/** An option of the item's Options collection. */
export function option<T>(
	context: CodeOperationContext,
	itemIndex: number,
	name: string,
	fallback: T,
): T {
	return context.getNodeParameter(`${OPTIONS_PARAMETER}.${name}`, itemIndex, fallback) as T;
}

/** The picker's label for an entity kind (the field errors name). */
export const idsField = (entity: string): string =>
	entity === 'ACCOUNT' ? ACCOUNT_FIELD.field : STATS_ENTITIES[entity].plural;

/** The stats fields of one item, read (Get Stats and the job operations share them). */
export interface StatsFields extends AccountDays {
	request: StatsRequest;
	/** Split Long Requests: whether a long range or many IDs may make several requests. */
	split: boolean;
	/** All Campaigns or All Line Items: what the account's list gave. */
	all?: AllOfAccount;
}

/**
 * Also Re-Read the Last N Days: the days the range starts earlier (0 where the operation has no
 * such option). The figures of the last days still change (metrics for a day, spend for three), so
 * a workflow that reads yesterday every day reads the days before again and replaces what it kept;
 * a TOTAL bucket would become another bucket, so only Day and Hour take it.
 */
function readReReadDays(
	context: CodeOperationContext,
	itemIndex: number,
	granularity: string,
): number {
	const value = option<unknown>(context, itemIndex, REREAD_OPTION.name, 0);
	const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	const field = REREAD_OPTION.displayName;
	if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_REREAD_DAYS)
		throw invalidField(
			context.getNode(),
			itemIndex,
			field,
			`must be a whole number from 0 to ${MAX_REREAD_DAYS}, got "${String(value).slice(0, 60)}"`,
		);
	if (days > 0 && granularity === 'TOTAL')
		throw invalidField(
			context.getNode(),
			itemIndex,
			field,
			'needs Granularity Day or Hour (a Total over a longer range is another figure)',
		);
	return days;
}

/**
 * Reads the entity, account, IDs, range (widened by Also Re-Read the Last N Days), granularity,
 * placement, metric groups and Split.
 */
export async function readStatsFields(
	context: CodeOperationContext,
	itemIndex: number,
): Promise<StatsFields> {
	const entity = readEntity(context, itemIndex, ENTITY_VALUES);
	const chosenAll = wantsAll(context, itemIndex, entity);
	// The picked IDs are read and checked before the account's zone is looked up: a bad ID sends
	// nothing. ACCOUNT's one ID is the account itself.
	const picked =
		chosenAll || entity === 'ACCOUNT' ? undefined : readEntityIds(context, itemIndex, entity, '');
	if (picked) checkEntityIds(context.getNode(), itemIndex, STATS_ENTITIES[entity].plural, picked);
	const account = await readAccount(context, itemIndex);
	const split = option(context, itemIndex, 'split', true);
	const granularity = textParameter(context, 'granularity', itemIndex);
	const range = readRange(context, itemIndex, account.offsetMs);
	// An account's day is 24 hours (accountDays.ts): the widened range starts on the same hour.
	range.startMs -= readReReadDays(context, itemIndex, granularity) * DAY_MS;
	const all = chosenAll ? await allOfAccount(context, account.accountId, entity) : undefined;
	if (all?.ids.length === 0)
		throw invalidField(
			context.getNode(),
			itemIndex,
			ALL_CHOICES[entity].displayName,
			`found no ${STATS_ENTITIES[entity].plural.toLowerCase()} in the account (deleted ones are left out)`,
		);
	const request: StatsRequest = {
		entity,
		entityIds: all?.ids ?? picked ?? [account.accountId],
		range,
		granularity,
		placement: textParameter(context, 'placement', itemIndex),
		metricGroups: listOf(context.getNodeParameter('metricGroups', itemIndex, []) ?? []),
	};
	return { ...account, request, split, ...(all ? { all } : {}) };
}

/**
 * Checks the item's request by the endpoint's rules; with Split off, also by what one request
 * may hold (`maxDays`, 20 IDs), with advice to turn Split on.
 */
export function checkStatsFields(
	context: CodeOperationContext,
	itemIndex: number,
	{ request, split, timeZone, offsetMs }: StatsFields,
	maxDays: number,
): void {
	checkStatsRequest(request, itemIndex, context.getNode(), {
		timeZone,
		offsetMs,
		fields: { ids: idsField(request.entity) },
		...(split
			? {}
			: {
					maxDays,
					tooLongAdvice: 'shorten it, or turn on Split Long Requests in Options',
					maxIds: IDS_PER_REQUEST,
					tooManyAdvice: 'pick fewer, or turn on Split Long Requests in Options',
				}),
	});
}

/** Items whose requests are made together: their key (every field but the IDs) is equal. */
export interface Gathered<Entry> {
	key: string;
	entries: Array<{ itemIndex: number; entry: Entry }>;
}

/** Entries gathered by key, in the order of each key's first item. */
export function gatherByKey<Entry>(
	entries: Array<{ itemIndex: number; entry: Entry }>,
	key: (entry: Entry) => string,
): Array<Gathered<Entry>> {
	const groups = new Map<string, Gathered<Entry>>();
	for (const one of entries) {
		const name = key(one.entry);
		let group = groups.get(name);
		if (!group) {
			group = { key: name, entries: [] };
			groups.set(name, group);
		}
		group.entries.push(one);
	}
	return [...groups.values()];
}

/**
 * Each item's ask read and checked (an item whose fields fail gets its error and is left out),
 * then gathered by key: the groups whose requests are made together.
 */
export async function gatheredAsks<Ask>(
	context: CodeOperationContext,
	output: AnalyticsOutput,
	readAsk: (context: CodeOperationContext, itemIndex: number) => Promise<Ask>,
	key: (ask: Ask) => string,
): Promise<Array<Gathered<Ask>>> {
	const asks: Array<{ itemIndex: number; entry: Ask }> = [];
	await output.eachItem(async (itemIndex) => {
		asks.push({ itemIndex, entry: await readAsk(context, itemIndex) });
	});
	return gatherByKey(asks, key);
}

/** The items each ID came from (an ID several items name: all of them). */
export function itemsById<Entry>(
	entries: Array<{ itemIndex: number; entry: Entry }>,
	idsOf: (entry: Entry) => readonly string[],
): Map<string, number[]> {
	const items = new Map<string, number[]>();
	for (const { itemIndex, entry } of entries)
		for (const id of idsOf(entry)) {
			const from = items.get(id);
			if (!from) items.set(id, [itemIndex]);
			else if (!from.includes(itemIndex)) from.push(itemIndex);
		}
	return items;
}

/** The items that named some of the IDs, each once, in input order. */
export const itemsOfIds = (from: Map<string, number[]>, ids: readonly string[]): number[] =>
	[...new Set(ids.flatMap((id) => from.get(id)!))].sort((a, b) => a - b);

/**
 * The details (names, currency, campaign) of a group's entities: those All Campaigns or All Line
 * Items listed already, and when its items ask for names the others looked up (entityNames.ts).
 * When they cannot be read every item of the group fails (its rows are not emitted) and the
 * answer is undefined.
 */
export async function detailsOfGroup(
	context: CodeOperationContext,
	output: AnalyticsOutput,
	entries: ReadonlyArray<{ itemIndex: number; entry: object }>,
	ask: { names: boolean; accountId: string; entity: string; ids: string[] },
): Promise<{ details?: Map<string, EntityDetails> } | undefined> {
	const known = new Map<string, EntityDetails>();
	for (const { entry } of entries)
		for (const [id, one] of (entry as Partial<StatsFields>).all?.details ?? [])
			known.set(id, { ...one });
	if (!ask.names) return { details: known.size ? known : undefined };
	try {
		const missing = ask.ids.filter((id) => !known.has(id));
		if (ask.entity === 'LINE_ITEM') await addCampaignNames(context, ask.accountId, known);
		const looked = await entityDetails(context, ask.accountId, ask.entity, missing);
		return { details: new Map([...known, ...looked]) };
	} catch (error) {
		output.fail(error as Error, [...new Set(entries.map(({ itemIndex }) => itemIndex))], true);
		return undefined;
	}
}

/**
 * The rows of a group's answers (each the joined answer of one batch of IDs), each paired with
 * the items that named its entity (`fallback` for an entity none named); none when the details
 * cannot be read (the group's items fail).
 */
export async function pushGroupRows(
	context: CodeOperationContext,
	output: AnalyticsOutput,
	entries: ReadonlyArray<{ itemIndex: number; entry: object }>,
	ask: StatsFields & { names: boolean; zeroForNoDelivery: boolean },
	answers: readonly StatsAnswer[],
	{ from, fallback }: { from: Map<string, number[]>; fallback: number[] },
): Promise<void> {
	const { accountId, request, timeZone, offsetMs, zeroForNoDelivery } = ask;
	const described = await detailsOfGroup(context, output, entries, {
		names: ask.names,
		accountId,
		entity: request.entity,
		ids: [...from.keys()],
	});
	if (!described) return;
	const { details } = described;
	for (const answer of answers)
		for (const row of statsRows(answer, {
			timeZone,
			offsetMs,
			details,
			accountId,
			zeroForNoDelivery,
		}))
			output.push(row, from.get(String(row.id)) ?? fallback);
}

export const paired = (items: readonly number[]): IPairedItemData[] =>
	items.map((item) => ({ item }));

/** "Item 2" or "Items 1, 2 and 5": the items of one request, for its error. */
export function itemsLabel(items: readonly number[]): string {
	if (items.length === 1) return itemLabel(items[0]);
	const numbers = items.map((item) => String(item + 1));
	return `Items ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * What the run does with failures: without Continue On Fail the first one stops the node; with
 * it, each failed item gets its error item and the others go on.
 */
export class AnalyticsOutput {
	readonly items: INodeExecutionData[] = [];
	constructor(private readonly context: CodeOperationContext) {}

	push(json: IDataObject, items: readonly number[]): void {
		this.items.push({ json, pairedItem: paired(items) });
	}

	/** Runs `each` for every input item in turn; an item whose run throws gets its error. */
	async eachItem(each: (itemIndex: number) => Promise<void>): Promise<INodeExecutionData[][]> {
		for (let itemIndex = 0; itemIndex < this.context.getInputData().length; itemIndex++) {
			try {
				await each(itemIndex);
			} catch (error) {
				this.fail(error as Error, [itemIndex]);
			}
		}
		return [this.items];
	}

	/**
	 * Runs the jobs made for `items`; when they fail, each of those items gets the error. The job
	 * helpers name the first item; the error then names them all instead.
	 */
	async forJobsOf(items: readonly number[], run: () => Promise<void>): Promise<void> {
		try {
			await run();
		} catch (error) {
			const failed = error as Error;
			if (items.length > 1) failed.message = failed.message.replace(/^Item \d+: /, '');
			this.fail(failed, items, true);
		}
	}

	/** One item's error (a bad field) or a request's (every item it carried). */
	fail(error: Error, items: readonly number[], ofRequest = false): void {
		if (ofRequest && !/^Items? \d/.test(error.message))
			error.message = `${itemsLabel(items)}: ${error.message}`;
		if (!this.context.continueOnFail())
			throw error instanceof NodeOperationError || 'httpCode' in error
				? error
				: new NodeOperationError(this.context.getNode(), error, { itemIndex: items[0] });
		for (const item of items) this.push({ error: error.message }, [item]);
	}
}
