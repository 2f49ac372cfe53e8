import {
	adsList,
	adsRoute,
	envelope,
	invalid,
	isReply,
	notFound,
	oneOf,
	single,
	unknownParameters,
} from '../adsRules';
import { adsBatch } from '../adsBatch';
import { idsFilter, keepIds } from '../adsIdFilters';
import { findCampaign } from '../adsCampaignStore';
import {
	CREATE_ONLY,
	createProblem,
	PLACEMENT_COMBINATIONS,
	PRODUCT_TYPES,
	UPDATE_GOALS,
} from '../adsLineItemCreate';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { accountRecord, deleteRecord } from '../adsRecordRoutes';

/** A line item, with the fields the update touches. */
export interface LineItem {
	id: string;
	account_id: string;
	campaign_id: string;
	name: string | null;
	placements: string[];
	objective: string;
	bid_strategy: string;
	bid_amount_local_micro: number | null;
	daily_budget_amount_local_micro: number | null;
	total_budget_amount_local_micro: number | null;
	advertiser_domain: string | null;
	categories: string[];
	entity_status: string;
	currency: string;
	deleted: boolean;
	[field: string]: unknown;
}

const lineItem = (id: string, placements: string[], extra: Partial<LineItem> = {}): LineItem => ({
	id,
	account_id: '18ce54d4x5t',
	campaign_id: 'c1',
	name: `Line item ${id}`,
	placements,
	objective: 'WEBSITE_CLICKS',
	bid_strategy: 'AUTO',
	bid_amount_local_micro: null,
	daily_budget_amount_local_micro: null,
	total_budget_amount_local_micro: 100_000_000,
	advertiser_domain: null,
	categories: [],
	entity_status: 'ACTIVE',
	currency: 'USD',
	product_type: 'PROMOTED_POSTS',
	pay_by: 'LINK_CLICK',
	creative_source: 'MANUAL',
	created_at: '2026-01-01T00:00:00Z',
	updated_at: '2026-01-01T00:00:00Z',
	deleted: false,
	...extra,
});

/** The 45 line items of the "Reporting campaign" c7 (li7x00 to li7x44): all serve (analytics). */
export const REPORTING_LINE_ITEMS = Array.from(
	{ length: 45 },
	(_, n) => `li7x${String(n).padStart(2, '0')}`,
);
/** The line items of the "Quiet campaign" c8: they never serve unless a metric change says so. */
export const QUIET_LINE_ITEMS = ['li8q0', 'li8q1', 'li8q2'];

const analyticsLineItems = (): LineItem[] => [
	...REPORTING_LINE_ITEMS.map((id) =>
		lineItem(id, ['ALL_ON_PLATFORM'], {
			campaign_id: 'c7',
			name: `Reporting ${id}`,
			total_budget_amount_local_micro: 10_000_000,
		}),
	),
	...QUIET_LINE_ITEMS.map((id) =>
		lineItem(id, ['ALL_ON_PLATFORM'], {
			campaign_id: 'c8',
			name: `Quiet ${id}`,
			total_budget_amount_local_micro: 10_000_000,
		}),
	),
];

/**
 * Line items of the first account: two on the platform's own placements, one on
 * PUBLISHER_NETWORK, and one that promotes the account (product type PROMOTED_ACCOUNT); then,
 * for analytics (adsMetrics.ts), the 45 of campaign c7 and the quiet ones of campaign c8.
 */
export const lineItems = (state: EmulatorState): LineItem[] =>
	state.collection<LineItem>('adsLineItems', () => [
		lineItem('8v7jo', ['ALL_ON_PLATFORM']),
		lineItem('8v7jp', ['ALL_ON_PLATFORM']),
		lineItem('9pn01', ['PUBLISHER_NETWORK'], {
			advertiser_domain: 'example.com',
			categories: ['IAB3-1'],
		}),
		lineItem('8v7jr', ['ALL_ON_PLATFORM'], {
			campaign_id: 'c6',
			objective: 'FOLLOWERS',
			product_type: 'PROMOTED_ACCOUNT',
		}),
		...analyticsLineItems(),
	]);

/** The ids of the seeded line items: they serve from 120 days before the emulator started. */
export const SEEDED_LINE_ITEMS: ReadonlySet<string> = new Set([
	'8v7jo',
	'8v7jp',
	'9pn01',
	'8v7jr',
	...REPORTING_LINE_ITEMS,
	...QUIET_LINE_ITEMS,
]);

const ENUMS: Record<string, string[]> = {
	audience_expansion: ['BROAD', 'DEFINED', 'EXPANDED'],
	bid_strategy: ['AUTO', 'MAX', 'TARGET'],
	entity_status: ['ACTIVE', 'PAUSED'],
	goal: UPDATE_GOALS,
	pay_by: ['APP_CLICK', 'IMPRESSION', 'LINK_CLICK'],
	duration_in_days: ['1', '7', '30'],
};
const MONEY = [
	'bid_amount_local_micro',
	'daily_budget_amount_local_micro',
	'total_budget_amount_local_micro',
];
const TEXT = [
	'advertiser_domain',
	'advertiser_user_id',
	'android_app_store_identifier',
	'ios_app_store_identifier',
	'name',
	'categories',
	'start_time',
	'end_time',
	'frequency_cap',
];
const PARAMETERS = [...Object.keys(ENUMS), ...MONEY, ...TEXT];

/** The rules of the PUT line_items table, on the line item as it would become. */
function checkUpdate(query: Query, current: LineItem): { refusal: Reply } | { next: LineItem } {
	const refusal = updateProblem(query, current);
	return refusal ? { refusal } : { next: applied(query, current) };
}

function applied(query: Query, current: LineItem): LineItem {
	const next: LineItem = { ...current };
	for (const name of PARAMETERS) {
		const value = single(query[name]);
		if (value === undefined) continue;
		next[name] =
			name === 'categories'
				? value.split(',')
				: [...MONEY, 'duration_in_days', 'frequency_cap'].includes(name)
					? Number(value)
					: value;
	}
	return next;
}

function updateProblem(query: Query, current: LineItem): Reply | undefined {
	return unknownParameters(query, PARAMETERS) ?? valuesProblem(query, current);
}

/** The checks PUT and POST share, on the line item as the request would leave it. */
function valuesProblem(query: Query, current: LineItem): Reply | undefined {
	for (const [name, values] of Object.entries(ENUMS)) {
		const value = single(query[name]);
		if (value !== undefined && !values.includes(value))
			return invalid(query, name, `${name} must be one of ${values.join(', ')}`);
	}
	const badMoney = MONEY.find(
		(name) => query[name] !== undefined && !/^\d+$/.test(String(single(query[name]))),
	);
	if (badMoney) return invalid(query, badMoney, `${badMoney} must be a whole number of micros`);
	if (query.frequency_cap !== undefined && !/^[1-9]\d*$/.test(String(single(query.frequency_cap))))
		return invalid(query, 'frequency_cap', 'frequency_cap must be a positive integer');
	if (/:\/\//.test(String(single(query.advertiser_domain) ?? '')))
		return invalid(
			query,
			'advertiser_domain',
			'advertiser_domain must be a domain without protocol',
		);
	const next = applied(query, current);
	// Either time may come from the stored line item; an unparsable one compares false.
	const [start, end] = [next.start_time, next.end_time].map((time) => Date.parse(String(time)));
	if (end <= start) return invalid(query, 'end_time', 'end_time must be after start_time');
	if (query.bid_amount_local_micro !== undefined && next.bid_amount_local_micro === 0) {
		return invalid(
			query,
			'bid_amount_local_micro',
			'bid_amount_local_micro must be greater than zero',
		);
	}
	if (['MAX', 'TARGET'].includes(next.bid_strategy) && !next.bid_amount_local_micro) {
		return invalid(
			query,
			'bid_amount_local_micro',
			`bid_amount_local_micro is required with bid_strategy ${next.bid_strategy}`,
		);
	}
	const { daily_budget_amount_local_micro: daily, total_budget_amount_local_micro: total } = next;
	if (daily !== null && total !== null && daily > total) {
		return invalid(
			query,
			'daily_budget_amount_local_micro',
			'daily_budget_amount_local_micro must be at most the total budget',
		);
	}
	if (next.placements.includes('PUBLISHER_NETWORK')) {
		if (!next.advertiser_domain)
			return invalid(
				query,
				'advertiser_domain',
				'advertiser_domain is required for the PUBLISHER_NETWORK placement',
			);
		if (next.categories.length === 0)
			return invalid(
				query,
				'categories',
				'categories are required for the PUBLISHER_NETWORK placement',
			);
	}
	return undefined;
}

let created = 0;

/** The record a valid POST makes: the update's fields applied, plus those only a create sets. */
function newLineItem(state: EmulatorState, accountId: string, query: Query): LineItem {
	created += 1;
	const value = (name: string) => single(query[name]);
	const campaign = findCampaign(state, accountId, String(value('campaign_id')));
	const now = new Date().toISOString();
	const record = applied(
		query,
		lineItem(`l${created.toString(36)}${Date.now().toString(36).slice(-4)}`, [], {
			account_id: accountId,
			name: null,
			total_budget_amount_local_micro: null,
			pay_by: null,
			currency: campaign?.currency ?? 'USD',
			funding_instrument_id: campaign?.funding_instrument_id ?? null,
			created_at: now,
			updated_at: now,
		}),
	);
	for (const name of CREATE_ONLY) if (value(name) !== undefined) record[name] = value(name);
	record.placements = String(value('placements')).split(',');
	if (value('standard_delivery') !== undefined)
		record.standard_delivery = value('standard_delivery') === 'true';
	record.entity_status = value('entity_status') ?? 'ACTIVE';
	record.goal = value('goal') ?? null;
	return record;
}

/** Checks one create against the stored line items plus those earlier batch items add. */
function prepareCreate(
	state: EmulatorState,
	accountId: string,
	query: Query,
	pending: LineItem[],
): Reply | (() => LineItem) {
	const siblings = [...lineItems(state), ...pending];
	const refusal = createProblem(
		state,
		accountId,
		query,
		siblings,
		(rest) => valuesProblem(rest, applied(rest, lineItem('new', [], NO_AMOUNTS))),
		PARAMETERS,
	);
	if (refusal) return refusal;
	const record = newLineItem(state, accountId, query);
	pending.push(record);
	return () => {
		lineItems(state).push(record);
		return record;
	};
}

const NO_AMOUNTS: Partial<LineItem> = {
	total_budget_amount_local_micro: null,
	placements: [],
};

const findLineItem = accountRecord(lineItems);

/** One item of the batch endpoint, checked as its single route would check it. */
function prepareBatchItem(
	state: EmulatorState,
	accountId: string,
	operation: string,
	params: Query,
	pending: LineItem[],
): Reply | (() => unknown) {
	if (operation === 'Create') return prepareCreate(state, accountId, params, pending);
	const id = single(params.line_item_id);
	const found = id === undefined ? undefined : findLineItem(state, accountId, id);
	if (!found || found.deleted) return notFound(params, `Line item ${String(id)}`);
	const rest = { ...params };
	delete rest.line_item_id;
	if (operation === 'Delete') {
		const problem = unknownParameters(rest, []);
		return (
			problem ??
			(() => {
				found.deleted = true;
				return found;
			})
		);
	}
	const checked = checkUpdate(rest, found);
	if ('refusal' in checked) return checked.refusal;
	return () => Object.assign(found, checked.next, { updated_at: new Date().toISOString() });
}

const LIST_FILTERS = ['campaign_ids', 'funding_instrument_ids', 'line_item_ids', 'q', 'with_draft'];

/** GET, POST and the batch of line items; PUT and DELETE line_items/:line_item_id (404 once deleted). */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/line_items',
		withAccount(({ state, query }, account) => {
			const filters = ['campaign_ids', 'funding_instrument_ids', 'line_item_ids'].map((name) =>
				idsFilter(query, name),
			);
			const refusal = filters.find(isReply);
			if (refusal) return refusal;
			const [campaignIds, instrumentIds, lineItemIds] = filters as Array<string[] | undefined>;
			if (!['true', 'false', undefined].includes(single(query.with_draft)))
				return invalid(query, 'with_draft', 'with_draft must be true or false');
			const words = (single(query.q) ?? '').toLowerCase();
			const withDraft = single(query.with_draft) === 'true';
			const records = keepIds(lineItems(state), lineItemIds).filter(
				(one) =>
					one.account_id === account.id &&
					(withDraft || one.entity_status !== 'DRAFT') &&
					(!campaignIds || campaignIds.includes(one.campaign_id)) &&
					(!instrumentIds ||
						instrumentIds.includes(
							String(
								one.funding_instrument_id ??
									findCampaign(state, account.id, one.campaign_id)?.funding_instrument_id,
							),
						)) &&
					(one.name ?? '').toLowerCase().startsWith(words),
			);
			return adsList(records, query, LIST_FILTERS);
		}),
	),
	adsRoute(
		'POST',
		'/12/accounts/:account_id/line_items',
		withAccount(({ state, query }, account) => {
			const prepared = prepareCreate(state, account.id, query, []);
			return typeof prepared === 'function' ? envelope(prepared(), query) : prepared;
		}),
	),
	adsRoute(
		'POST',
		'/12/batch/accounts/:account_id/line_items',
		withAccount((context, account) => {
			const pending: LineItem[] = [];
			return adsBatch(context, {
				max: 40,
				prepare: (item) =>
					prepareBatchItem(context.state, account.id, item.operation_type, item.params, pending),
			});
		}),
	),
	adsRoute('GET', '/12/line_items/placements', ({ query }) => {
		const problem = unknownParameters(query, ['product_type']);
		if (problem) return problem;
		const badType = oneOf(query, 'product_type', PRODUCT_TYPES);
		if (badType) return badType;
		const productType = single(query.product_type);
		const data = PRODUCT_TYPES.filter((type) => !productType || type === productType).map(
			(type) => ({ product_type: type, placements: PLACEMENT_COMBINATIONS[type] }),
		);
		return envelope(data, query);
	}),
	adsRoute(
		'PUT',
		'/12/accounts/:account_id/line_items/:line_item_id',
		withAccount(({ state, params, query }, account) => {
			const found = findLineItem(state, account.id, params.line_item_id);
			if (!found || found.deleted) return notFound(query, `Line item ${params.line_item_id}`);
			const checked = checkUpdate(query, found);
			if ('refusal' in checked) return checked.refusal;
			Object.assign(found, checked.next, { updated_at: new Date().toISOString() });
			return envelope(found, query);
		}),
	),
	adsRoute(
		'DELETE',
		'/12/accounts/:account_id/line_items/:line_item_id',
		deleteRecord({
			find: findLineItem,
			keyParameter: 'line_item_id',
			notFound: (query, id) => notFound(query, `Line item ${id}`),
		}),
	),
];
