import { adsError } from '../errors';
import { adsRoute, notFound, unknownParameters } from '../adsRules';
import { adsReply } from '../replies';
import {
	operationProblem,
	requestProblem,
	type BatchRules,
	type OperationError,
	type UserOperation,
} from '../audienceUsers/batchChecks';
import {
	ACCOUNT_ID,
	applyOperations,
	batchControls,
	CUSTOM_AUDIENCE_IDS,
	describeStores,
	doNotReachLists,
} from '../audienceUsers/store';
import type { Reply, Route, RouteContext } from '../types';
import { withAccount } from './adsAccounts';

/**
 * Custom audience users and do-not-reach lists:
 * - POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users
 * - POST /12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users
 * - DELETE /12/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id
 * A batch succeeds or fails together: with any `errors` or `operation_errors` nothing is applied.
 * Test controls: POST /__emulator/ads-audience-users/controls {count_mismatch, reject_operations};
 * GET /__emulator/ads-audience-users gives the members (hashes), the lists and the controls.
 */

const AUDIENCE_RULES: BatchRules = {
	identifiers: ['email', 'phone_number', 'handle', 'device_id', 'platform_id', 'partner_user_id'],
	params: ['effective_at', 'expires_at'],
};
const DO_NOT_REACH_RULES: BatchRules = {
	identifiers: ['email', 'phone_number'],
	params: ['expires_at'],
};

const requestErrors = (
	errors: Array<{ code: string; message: string; parameter?: string }>,
	params: Record<string, unknown>,
): Reply => ({
	status: 400,
	body: { errors, request: { params } },
});

interface Processed {
	operations: UserOperation[];
	success_count: number;
	total_count: number;
}

/**
 * The checks of a users batch, then the operations applied to `owner`; answers the refusal, or the
 * counts (one lower success_count while the count_mismatch control lasts).
 */
function processBatch(
	context: RouteContext,
	owner: string,
	rules: BatchRules,
	params: Record<string, unknown>,
): Reply | Processed {
	const { state, headers, rawBody, body } = context;
	const problem = requestProblem(String(headers['content-type'] ?? ''), rawBody, body, rules);
	if (problem) return requestErrors([problem], params);
	const operations = body as unknown[];
	const controls = batchControls(state);
	const rejected = controls.rejectOperations.splice(0);
	const operationErrors: OperationError[] = operations.flatMap((operation, index) => {
		if (rejected.includes(index))
			return [
				{
					index,
					code: 'MISSING_PARAMETER',
					message: 'params.users is required',
					parameter: 'params.users',
				},
			];
		const refused = operationProblem(operation, index, rules, Date.now());
		return refused ? [refused] : [];
	});
	if (operationErrors.length > 0)
		return {
			status: 400,
			body: { errors: [], operation_errors: operationErrors, request: { params } },
		};
	applyOperations(state, owner, operations as UserOperation[]);
	const mismatch = controls.countMismatch > 0;
	if (mismatch) controls.countMismatch--;
	return {
		operations: operations as UserOperation[],
		success_count: operations.length - (mismatch ? 1 : 0),
		total_count: operations.length,
	};
}

const isReply = (result: Reply | Processed): result is Reply => !('operations' in result);

const audienceUsers = withAccount((context, account) => {
	const id = context.params.custom_audience_id;
	const params = { account_id: account.id, custom_audience_id: id };
	if (account.id !== ACCOUNT_ID || !CUSTOM_AUDIENCE_IDS.includes(id))
		return notFound({}, `Custom audience ${id}`);
	const result = processBatch(context, `audience:${id}`, AUDIENCE_RULES, params);
	return isReply(result)
		? result
		: adsReply({ success_count: result.success_count, total_count: result.total_count }, params);
});

const findList = (accountId: string, id: string, context: RouteContext) =>
	doNotReachLists(context.state).find(
		(list) => list.id === id && list.account_id === accountId && !list.deleted,
	);

const doNotReachUsers = withAccount((context, account) => {
	const id = context.params.do_not_reach_list_id;
	if (!findList(account.id, id, context)) return notFound({}, `Do-not-reach list ${id}`);
	const result = processBatch(context, `list:${id}`, DO_NOT_REACH_RULES, {
		account_id: account.id,
		do_not_reach_list_id: id,
	});
	if (isReply(result)) return result;
	return {
		body: {
			data: [{ success_count: result.success_count, total_count: result.total_count }],
			request: result.operations.map(({ operation_type, params }) => ({
				params: {
					do_not_reach_list_id: id,
					expires_at: params.expires_at ?? null,
					account_id: account.id,
				},
				operation_type,
			})),
		},
	};
});

const deleteList = withAccount((context, account) => {
	const problem = unknownParameters(context.query, []);
	if (problem) return problem;
	const list = findList(account.id, context.params.do_not_reach_list_id, context);
	if (!list)
		return notFound(context.query, `Do-not-reach list ${context.params.do_not_reach_list_id}`);
	list.deleted = true;
	list.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
	const { account_id: _account, ...record } = list;
	return adsReply(record, { account_id: account.id, do_not_reach_list_id: list.id });
});

export const routes: Route[] = [
	adsRoute(
		'POST',
		'/12/accounts/:account_id/custom_audiences/:custom_audience_id/users',
		audienceUsers,
	),
	adsRoute(
		'POST',
		'/12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users',
		doNotReachUsers,
	),
	adsRoute(
		'DELETE',
		'/12/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id',
		deleteList,
	),
	{
		api: 'core',
		method: 'POST',
		path: '/__emulator/ads-audience-users/controls',
		auth: 'none',
		handler: ({ state, body }) => {
			const { count_mismatch: countMismatch, reject_operations: reject } = (body ?? {}) as {
				count_mismatch?: unknown;
				reject_operations?: unknown;
			};
			const controls = batchControls(state);
			if (countMismatch !== undefined) {
				if (!Number.isInteger(countMismatch) || (countMismatch as number) < 0)
					return adsError(400, 'INVALID_PARAMETER', 'count_mismatch must be a whole number');
				controls.countMismatch = countMismatch as number;
			}
			if (reject !== undefined) {
				if (!Array.isArray(reject) || !reject.every(Number.isInteger))
					return adsError(
						400,
						'INVALID_PARAMETER',
						'reject_operations must be an array of positions',
					);
				controls.rejectOperations = reject as number[];
			}
			return { status: 201, body: { data: controls } };
		},
	},
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/ads-audience-users',
		auth: 'none',
		handler: ({ state }) => ({ body: { data: describeStores(state) } }),
	},
];
