import type { Query, Reply, RouteContext } from './types';

/**
 * The batch endpoints of campaign management (campaigns, line items, targeting criteria):
 * a JSON array of {operation_type, params}, all or nothing.
 * - Request-level problems (not a JSON array, empty, more than `max` items) answer 400 under
 *   `errors`.
 * - Each item is checked by the single-item check the route passes in; when any item fails,
 *   nothing is applied and the answer is 400 with `operation_errors`: one entry per item, in
 *   request order, each the list of that item's errors (empty for an item that was fine).
 * - Otherwise every item is applied in order: {data: [record, ...], request: [{params,
 *   operation_type}, ...]}.
 */

export interface BatchItem {
	operation_type: string;
	/** The item's params as the single-item route reads its query: text values. */
	params: Query;
}

export interface BatchItemError {
	code: string;
	message: string;
	parameter?: string;
}

/**
 * Checks one item (given its position) and answers either the refusal the single-item route
 * would give (an ads error body) or the function that applies it and returns the record. Items
 * are prepared in order, so a check may count what earlier items of the batch would add.
 */
export type PrepareItem = (item: BatchItem, index: number) => Reply | (() => unknown);

export interface BatchSettings {
	/** Items a request may carry. */
	max: number;
	prepare: PrepareItem;
	operationTypes?: readonly string[];
}

const OPERATION_TYPES = ['Create', 'Update', 'Delete'];

/** A params value as it would travel in a query: numbers and booleans as text, lists joined. */
function asQuery(params: Record<string, unknown>): Query {
	const query: Query = {};
	for (const [name, value] of Object.entries(params)) {
		if (value === null || value === undefined) continue;
		query[name] = Array.isArray(value)
			? value.map(String).join(',')
			: typeof value === 'object'
				? JSON.stringify(value)
				: String(value);
	}
	return query;
}

const requestError = (message: string, request: unknown): Reply => ({
	status: 400,
	body: { errors: [{ code: 'INVALID_PARAMETER', message }], request },
});

/** The errors of an ads error reply (what the single-item route would have answered). */
const errorsOf = (reply: Reply): BatchItemError[] => {
	const errors = (reply.body as { errors?: BatchItemError[] } | undefined)?.errors ?? [];
	return errors.map(({ code, message, parameter }) => ({
		code,
		message,
		...(parameter === undefined ? {} : { parameter }),
	}));
};

/** Answers one batch request: all its items applied, or none (see the file comment). */
export function adsBatch(context: RouteContext, settings: BatchSettings): Reply {
	const { headers, body } = context;
	const types = settings.operationTypes ?? OPERATION_TYPES;
	if (
		!String(headers['content-type'] ?? '')
			.toLowerCase()
			.includes('application/json')
	)
		return requestError('Content-Type application/json is required', body);
	if (!Array.isArray(body) || body.length === 0)
		return requestError('Expected a JSON array of {operation_type, params}', body);
	if (body.length > settings.max)
		return requestError(
			`Max batch size exceeded: at most ${settings.max} items per request, got ${body.length}`,
			body,
		);

	const request = body.map((raw) => {
		const item = (raw ?? {}) as { operation_type?: unknown; params?: unknown };
		return { params: item.params, operation_type: item.operation_type };
	});
	const appliers: Array<() => unknown> = [];
	const operationErrors: BatchItemError[][] = request.map((item, index) => {
		if (!types.includes(String(item.operation_type)))
			return [
				{
					code: 'INVALID_PARAMETER',
					message: `operation_type must be one of ${types.join(', ')}`,
					parameter: 'operation_type',
				},
			];
		if (!item.params || typeof item.params !== 'object' || Array.isArray(item.params))
			return [{ code: 'MISSING_PARAMETER', message: 'params is required', parameter: 'params' }];
		const prepared = settings.prepare(
			{
				operation_type: String(item.operation_type),
				params: asQuery(item.params as Record<string, unknown>),
			},
			index,
		);
		if (typeof prepared === 'function') {
			appliers.push(prepared);
			return [];
		}
		return errorsOf(prepared);
	});
	if (operationErrors.some((errors) => errors.length > 0))
		return { status: 400, body: { errors: [], operation_errors: operationErrors, request } };
	return { body: { data: appliers.map((apply) => apply()), request } };
}
