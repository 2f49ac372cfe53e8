import {
	adsRoute,
	enumsProblem,
	envelope,
	firstProblem,
	invalid,
	isReply,
	missing,
	nameLength,
	required,
	single,
	unknownParameters,
} from './adsRules';
import { adsBatch, type BatchItem } from './adsBatch';
import { wallTime } from './adsClock';

import { adsError } from './errors';
import type { EmulatorState } from './state';
import type { Query, Reply, Route } from './types';
import { withAccount, type AdsAccount } from './routes/adsAccounts';
import { BIDDING_RULES } from './routes/adsBiddingRules';
import {
	campaign,
	campaignNotFound,
	campaigns,
	findCampaign,
	type Campaign,
} from './adsCampaignStore';
import { findFundingInstrument, fundingInstrumentNotFound } from './routes/adsFundingInstruments';

/**
 * The writes of campaigns: POST, PUT, DELETE and the batch endpoint, each
 * request checked as the platform would: known parameters only, enums, lengths, micros in the
 * currency's denomination, daily at most total, and at most 200 active campaigns an account.
 */

/** Active campaigns an account may hold (the default; a paused one counts until it ends). */
export const MAX_ACTIVE_CAMPAIGNS = 200;
export const BATCH_MAX = 40;

const CREATE_STATUSES = ['ACTIVE', 'DRAFT', 'PAUSED'];
const UPDATE_STATUSES = ['ACTIVE', 'PAUSED'];
const BUDGET_OPTIMIZATIONS = ['CAMPAIGN', 'LINE_ITEM'];
const MONEY = ['daily_budget_amount_local_micro', 'total_budget_amount_local_micro'];
const COMMON = [
	'budget_optimization',
	'entity_status',
	'name',
	'purchase_order_number',
	'standard_delivery',
	...MONEY,
];
const CREATE_PARAMETERS = ['funding_instrument_id', ...COMMON];

const activeCount = (state: EmulatorState, accountId: string): number =>
	campaigns(state).filter(
		(one) => one.account_id === accountId && !one.deleted && one.entity_status !== 'DRAFT',
	).length;

/** The first problem of the values a create or update sets, or undefined. */
function valueProblem(query: Query, statuses: string[], currency: string): Reply | undefined {
	const problem = firstProblem(
		enumsProblem(query, {
			entity_status: statuses,
			budget_optimization: BUDGET_OPTIMIZATIONS,
			standard_delivery: ['true', 'false'],
		}),
		nameLength(query),
	);
	if (problem) return problem;
	if ((single(query.purchase_order_number) ?? '').length > 50)
		return invalid(
			query,
			'purchase_order_number',
			'purchase_order_number takes at most 50 characters',
		);
	const denomination =
		BIDDING_RULES.find((rule) => rule.currency === currency)?.minimum_denomination ?? 1;
	for (const field of MONEY) {
		const value = single(query[field]);
		if (value === undefined) continue;
		if (!/^\d+$/.test(value))
			return invalid(query, field, `${field} must be a whole number of micros`);
		if (Number(value) % denomination !== 0)
			return adsError(
				400,
				'INVALID_DENOMINATION',
				`${field} must be a multiple of ${denomination} micros in ${currency}`,
				{ parameter: field, value },
				{ ...query },
			);
	}
	return undefined;
}

const micros = (value: string | string[] | undefined): number | null | undefined =>
	value === undefined ? undefined : Number(single(value));

function budgetProblem(query: Query, next: Campaign): Reply | undefined {
	const { daily_budget_amount_local_micro: daily, total_budget_amount_local_micro: total } = next;
	if (daily !== null && total !== null && daily > total)
		return invalid(
			query,
			'daily_budget_amount_local_micro',
			'daily_budget_amount_local_micro must be at most total_budget_amount_local_micro',
		);
	return undefined;
}

/** The campaign as the values would make it. */
function applied(current: Campaign, query: Query): Campaign {
	const next = { ...current };
	for (const field of COMMON) {
		const value = single(query[field]);
		if (value === undefined) continue;
		if (MONEY.includes(field)) (next as Record<string, unknown>)[field] = micros(value);
		else if (field === 'standard_delivery') next.standard_delivery = value === 'true';
		else (next as Record<string, unknown>)[field] = value;
	}
	next.effective_status =
		next.entity_status === 'DRAFT'
			? 'UNKNOWN'
			: next.entity_status === 'PAUSED'
				? 'PAUSED'
				: 'RUNNING';
	return next;
}

const tooMany = (query: Query): Reply =>
	adsError(
		400,
		'TOO_MANY_CAMPAIGNS',
		`An account may hold at most ${MAX_ACTIVE_CAMPAIGNS} active campaigns`,
		{},
		{ ...query },
	);

/**
 * A create, checked: the refusal or the function that adds the campaign. `activeBefore` counts
 * the active campaigns earlier items of the same batch would add.
 */
function prepareCreate(
	state: EmulatorState,
	account: AdsAccount,
	query: Query,
	activeBefore = 0,
): Reply | (() => Campaign) {
	const problem = unknownParameters(query, CREATE_PARAMETERS);
	if (problem) return problem;
	const absent = required(query, ['funding_instrument_id', 'name']);
	if (absent) return absent;
	const instrumentId = String(single(query.funding_instrument_id));
	const instrument = findFundingInstrument(state, account.id, instrumentId);
	if (!instrument || instrument.deleted) return fundingInstrumentNotFound(query, instrumentId);
	if (!instrument.able_to_fund)
		return adsError(
			400,
			'INVALID_FUNDING_INSTRUMENT',
			`Funding instrument ${instrumentId} cannot fund campaigns`,
			{ parameter: 'funding_instrument_id', value: instrumentId },
			{ ...query },
		);
	const values = valueProblem(query, CREATE_STATUSES, instrument.currency);
	if (values) return values;
	const now = wallTime();
	const created = applied(
		campaign(`c${state.nextNumericId().slice(-8)}`, account.id, 0, {
			name: '',
			funding_instrument_id: instrumentId,
			currency: instrument.currency,
			daily_budget_amount_local_micro: null,
			created_at: now,
			updated_at: now,
		}),
		query,
	);
	const budget = budgetProblem(query, created);
	if (budget) return budget;
	if (
		created.entity_status !== 'DRAFT' &&
		activeCount(state, account.id) + activeBefore >= MAX_ACTIVE_CAMPAIGNS
	)
		return tooMany(query);
	return () => {
		campaigns(state).push(created);
		return created;
	};
}

/** The live campaign of that id, once the request has only `allowed` parameters; or the refusal. */
function liveCampaign(
	state: EmulatorState,
	account: AdsAccount,
	id: string,
	query: Query,
	allowed: string[],
): Campaign | Reply {
	const problem = unknownParameters(query, allowed);
	if (problem) return problem;
	const found = findCampaign(state, account.id, id);
	return !found || found.deleted ? campaignNotFound(query, id) : found;
}

function prepareUpdate(
	state: EmulatorState,
	account: AdsAccount,
	id: string,
	query: Query,
): Reply | (() => Campaign) {
	const found = liveCampaign(state, account, id, query, COMMON);
	if (isReply(found)) return found;
	const values = valueProblem(query, UPDATE_STATUSES, found.currency);
	if (values) return values;
	const next = applied(found, query);
	const budget = budgetProblem(query, next);
	if (budget) return budget;
	if (
		found.entity_status === 'DRAFT' &&
		next.entity_status !== 'DRAFT' &&
		activeCount(state, account.id) >= MAX_ACTIVE_CAMPAIGNS
	)
		return tooMany(query);
	return () => Object.assign(found, next, { updated_at: wallTime() });
}

function prepareDelete(
	state: EmulatorState,
	account: AdsAccount,
	id: string,
	query: Query,
): Reply | (() => Campaign) {
	const found = liveCampaign(state, account, id, query, []);
	if (isReply(found)) return found;
	return () => Object.assign(found, { deleted: true, updated_at: wallTime() });
}

const run = (prepared: Reply | (() => Campaign), query: Query): Reply =>
	typeof prepared === 'function' ? envelope(prepared(), query) : prepared;

/** One batch item: Create as POST, Update and Delete with campaign_id in params. */
function prepareItem(
	state: EmulatorState,
	account: AdsAccount,
	item: BatchItem,
	createdActive: { count: number },
) {
	const { campaign_id: id, ...rest } = item.params;
	if (item.operation_type === 'Create') {
		const prepared = prepareCreate(state, account, item.params, createdActive.count);
		if (typeof prepared === 'function' && single(item.params.entity_status) !== 'DRAFT')
			createdActive.count++;
		return prepared;
	}
	if (id === undefined) return missing(item.params, 'campaign_id');
	const prepare = item.operation_type === 'Update' ? prepareUpdate : prepareDelete;
	return prepare(state, account, String(single(id)), rest);
}

/** The route of an update or delete of the campaign in the path (:campaign_id). */
const ofCampaign = (method: string, path: string, prepare: typeof prepareUpdate): Route =>
	adsRoute(
		method,
		`${path}/:campaign_id`,
		withAccount(({ state, params, query }, account) =>
			run(prepare(state, account, params.campaign_id, query), query),
		),
	);

/** POST, PUT, DELETE of `path` (the campaigns of an account) and its batch endpoint. */
export const campaignWrites = (path: string): Route[] => [
	adsRoute(
		'POST',
		path,
		withAccount(({ state, query }, account) => run(prepareCreate(state, account, query), query)),
	),
	ofCampaign('PUT', path, prepareUpdate),
	ofCampaign('DELETE', path, prepareDelete),
	adsRoute(
		'POST',
		'/12/batch/accounts/:account_id/campaigns',
		withAccount((context, account) => {
			const problem = unknownParameters(context.query, []);
			if (problem) return problem;
			const createdActive = { count: 0 };
			return adsBatch(context, {
				max: BATCH_MAX,
				prepare: (item) => prepareItem(context.state, account, item, createdActive),
			});
		}),
	),
];
