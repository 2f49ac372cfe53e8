import { adsBatch } from '../adsBatch';
import { adsError } from '../errors';
import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	missing,
	notFound,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import {
	criterionName,
	criterionProblem,
	unpairedEngagement,
	type Criterion,
	type CriterionProblem,
} from '../targetingCriteriaRules';
import { withAccount } from './adsAccounts';
import { wallTime } from '../adsClock';
import { accountRecord, deleteRecord } from '../adsRecordRoutes';
import { lineItems } from './adsLineItems';

const ACCOUNT = '18ce54d4x5t';
const SEEDED = '2026-01-01T00:00:00Z';

/** Line item 8v7jo targets the United States, ages 18 to 34; the others target everyone. */
export const targetingCriteria = (state: EmulatorState): Criterion[] =>
	state.collection<Criterion>('adsTargetingCriteria', () => [
		seeded('2kzxf', 'LOCATION', '96683cc9126741d1'),
		seeded('2kzxg', 'AGE', 'AGE_18_TO_34'),
	]);

function seeded(id: string, type: string, value: string): Criterion {
	return {
		id,
		account_id: ACCOUNT,
		line_item_id: '8v7jo',
		...criterionName(type, value),
		targeting_type: type,
		targeting_value: value,
		operator_type: 'EQ',
		created_at: SEEDED,
		updated_at: SEEDED,
		deleted: false,
	};
}

/** The live criteria of one line item. */
export const criteriaOf = (state: EmulatorState, lineItemId: string): Criterion[] =>
	targetingCriteria(state).filter(
		(criterion) => criterion.line_item_id === lineItemId && !criterion.deleted,
	);

export const liveLineItem = (state: EmulatorState, accountId: string, id: string) =>
	lineItems(state).find(
		(candidate) => candidate.account_id === accountId && candidate.id === id && !candidate.deleted,
	);

/** A new criterion from checked parameters. */
export function newCriterion(
	state: EmulatorState,
	accountId: string,
	params: Query | Record<string, unknown>,
): Criterion {
	const type = String(params.targeting_type);
	const value = String(params.targeting_value);
	const now = wallTime();
	return {
		// BigInt: the 19-digit ID is beyond a double's precision, and rounding made neighbours equal.
		id: BigInt(state.nextNumericId()).toString(36).slice(-6),
		account_id: accountId,
		line_item_id: String(params.line_item_id),
		...criterionName(type, value),
		targeting_type: type,
		targeting_value: value,
		operator_type: String(params.operator_type ?? 'EQ'),
		created_at: now,
		updated_at: now,
		deleted: false,
	};
}

export const refusal = (query: Query, found: CriterionProblem): Reply =>
	adsError(
		found.code === 'LINE_ITEM_NOT_FOUND' ? 404 : 400,
		found.code,
		found.message,
		{ parameter: found.parameter, details: found.message },
		{ ...query },
	);

const ID_LIST = /^[0-9a-z]+(,[0-9a-z]+)*$/i;

function idList(query: Query, name: string, required: boolean): Reply | undefined {
	const value = single(query[name]);
	if (value === undefined) return required ? missing(query, name) : undefined;
	if (!ID_LIST.test(value)) return invalid(query, name, `${name} must be a comma list of ids`);
	if (value.split(',').length > 200) return invalid(query, name, `${name} takes at most 200 ids`);
	return undefined;
}

const lang = (query: Query): Reply | undefined =>
	query.lang !== undefined && !/^[a-z]{2}$/.test(String(single(query.lang)))
		? invalid(query, 'lang', 'lang must be an ISO 639-1 code such as fr')
		: undefined;

const findCriterion = accountRecord(targetingCriteria);

const PARAMETERS = ['line_item_id', 'targeting_type', 'targeting_value', 'operator_type'];

export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/targeting_criteria',
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				idList(query, 'line_item_ids', true),
				idList(query, 'targeting_criterion_ids', false),
				lang(query),
			);
			if (problem) return problem;
			const lineItemIds = String(single(query.line_item_ids)).split(',');
			const ids = single(query.targeting_criterion_ids)?.split(',');
			const records = targetingCriteria(state).filter(
				(criterion) =>
					criterion.account_id === account.id &&
					lineItemIds.includes(criterion.line_item_id) &&
					(!ids || ids.includes(criterion.id)),
			);
			return adsList(records, query, ['line_item_ids', 'targeting_criterion_ids', 'lang']);
		}),
	),
	adsRoute(
		'GET',
		'/12/accounts/:account_id/targeting_criteria/:targeting_criterion_id',
		withAccount(({ state, params, query }, account) => {
			const problem = firstProblem(unknownParameters(query, ['lang', 'with_deleted']), lang(query));
			if (problem) return problem;
			const found = findCriterion(state, account.id, params.targeting_criterion_id);
			return found && (!found.deleted || single(query.with_deleted) === 'true')
				? envelope(found, query)
				: notFound(query, `Targeting criterion ${params.targeting_criterion_id}`);
		}),
	),
	adsRoute(
		'POST',
		'/12/accounts/:account_id/targeting_criteria',
		withAccount(({ state, query }, account) => {
			const problem = unknownParameters(query, PARAMETERS);
			if (problem) return problem;
			const params = Object.fromEntries(
				Object.entries(query).map(([name, value]) => [name, single(value)]),
			);
			const found = createProblem(state, account.id, params, [], false);
			if (found) return refusal(query, found);
			const created = newCriterion(state, account.id, params);
			targetingCriteria(state).push(created);
			return envelope(created, query);
		}),
	),
	adsRoute(
		'DELETE',
		'/12/accounts/:account_id/targeting_criteria/:targeting_criterion_id',
		deleteRecord(
			{
				find: findCriterion,
				keyParameter: 'targeting_criterion_id',
				notFound: (query, id) =>
					adsError(
						404,
						'TARGETING_CRITERION_NOT_FOUND',
						`Targeting criterion ${id} was not found`,
						{ details: 'It does not exist or is already deleted' },
						{ ...query },
					),
			},
			{
				also: (found) => {
					found.updated_at = wallTime();
				},
			},
		),
	),
];

/**
 * Why a criterion cannot be created on its line item, given `pending` (criteria of the same batch
 * request created before it). ENGAGEMENT_TYPE pairing is checked on the single POST here, and
 * on the whole request by the batch.
 */
export function createProblem(
	state: EmulatorState,
	accountId: string,
	params: Record<string, unknown>,
	pending: Criterion[],
	batch: boolean,
): CriterionProblem | undefined {
	const lineItemId = params.line_item_id;
	if (lineItemId !== undefined && !liveLineItem(state, accountId, String(lineItemId)))
		return {
			code: 'LINE_ITEM_NOT_FOUND',
			parameter: 'line_item_id',
			message: `Line item ${String(lineItemId)} was not found`,
		};
	const existing = [
		...criteriaOf(state, String(lineItemId)),
		...pending.filter((criterion) => criterion.line_item_id === lineItemId && !criterion.deleted),
	];
	const found = criterionProblem(params, existing, batch);
	if (found || batch) return found;
	if (unpairedEngagement([...existing, { targeting_type: params.targeting_type } as Criterion]))
		return {
			code: 'INVALID_PARAMETER',
			parameter: 'targeting_type',
			message:
				'ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion on the line item',
		};
	return undefined;
}

/** Items of one batch request. */
export const BATCH_MAX = 500;

/** The Create params of the whole request, for the ENGAGEMENT_TYPE pairing (checked on all of it). */
const createdInRequest = (body: unknown): Array<Record<string, unknown>> =>
	(Array.isArray(body) ? body : [])
		.filter((item) => (item as { operation_type?: unknown })?.operation_type === 'Create')
		.map((item) => ((item as { params?: unknown }).params ?? {}) as Record<string, unknown>);

/**
 * POST /12/batch/accounts/:account_id/targeting_criteria: Create and Delete, 500 a request, all
 * or nothing; each item is checked against its line item's criteria and the earlier items of the
 * request. IAB_CATEGORY and CONTENT_PUBLISHER_USER are taken here only.
 */
routes.push(
	adsRoute(
		'POST',
		'/12/batch/accounts/:account_id/targeting_criteria',
		withAccount((context, account) => {
			const problem = unknownParameters(context.query, []);
			if (problem) return problem;
			const { state } = context;
			const pending: Criterion[] = [];
			const deleting = new Set<string>();
			const created = createdInRequest(context.body);
			return adsBatch(context, {
				max: BATCH_MAX,
				operationTypes: ['Create', 'Delete'],
				prepare: ({ operation_type: type, params }) => {
					if (type === 'Delete') {
						const unknown = unknownParameters(params, ['targeting_criterion_id']);
						if (unknown) return unknown;
						const id = single(params.targeting_criterion_id);
						const found = targetingCriteria(state).find(
							(criterion) =>
								criterion.account_id === account.id && criterion.id === id && !criterion.deleted,
						);
						if (!id) return missing(params, 'targeting_criterion_id');
						if (!found || deleting.has(id))
							return adsError(
								404,
								'TARGETING_CRITERION_NOT_FOUND',
								`Targeting criterion ${id} was not found`,
							);
						deleting.add(id);
						return () =>
							Object.assign(found, { deleted: true, updated_at: new Date().toISOString() });
					}
					const unknown = unknownParameters(params, PARAMETERS);
					if (unknown) return unknown;
					const flat = Object.fromEntries(
						Object.entries(params).map(([name, value]) => [name, single(value)]),
					);
					const found = createProblem(state, account.id, flat, pending, true);
					if (found) return refusal(params, found);
					if (
						flat.targeting_type === 'ENGAGEMENT_TYPE' &&
						unpairedEngagement([
							...criteriaOf(state, String(flat.line_item_id)),
							...created
								.filter((other) => other.line_item_id === flat.line_item_id)
								.map((other) => ({ targeting_type: other.targeting_type }) as Criterion),
						])
					)
						return refusal(params, {
							code: 'INVALID_PARAMETER',
							parameter: 'targeting_type',
							message:
								'ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion on the line item',
						});
					const record = newCriterion(state, account.id, flat);
					pending.push(record);
					return () => {
						targetingCriteria(state).push(record);
						return record;
					};
				},
			});
		}),
	),
);
