import { adsError } from './errors';
import { adsPage, type PageRules } from './paging';
import type { Query, Reply, Route, RouteContext } from './types';

/**
 * What the ads interface checks on every request of its account resources (accounts, line
 * items, ...): known parameters only, booleans, sort_by, and the list conventions. Each check
 * returns the ads error body or undefined when the request passes.
 */

export const single = (value: string | string[] | undefined): string | undefined =>
	Array.isArray(value) ? value[0] : value;

/**
 * Rejects parameters the endpoint does not take, so a test proves the node sends only those the
 * platform takes.
 */
export function unknownParameters(query: Query, allowed: readonly string[]): Reply | undefined {
	const unknown = Object.keys(query).find((name) => !allowed.includes(name));
	return unknown === undefined
		? undefined
		: adsError(
				400,
				'INVALID_PARAMETER',
				`Unexpected parameter ${unknown}`,
				{ parameter: unknown, value: query[unknown] },
				{ ...query },
			);
}

export const invalid = (query: Query, parameter: string, message: string): Reply =>
	adsError(
		400,
		'INVALID_PARAMETER',
		message,
		{ parameter, value: query[parameter], details: message },
		{ ...query },
	);

export const missing = (query: Query, parameter: string): Reply =>
	adsError(
		400,
		'MISSING_PARAMETER',
		`${parameter} is required`,
		{ parameter, details: `${parameter} is required` },
		{ ...query },
	);

export const notFound = (query: Query, what: string): Reply =>
	adsError(
		404,
		'NOT_FOUND',
		`${what} was not found`,
		{ details: `${what} does not exist or is deleted` },
		{ ...query },
	);

/** Whether a check's result is its refusal (an answer) rather than the value it checked. */
export const isReply = (value: unknown): value is Reply =>
	typeof value === 'object' &&
	value !== null &&
	!Array.isArray(value) &&
	('body' in value || 'status' in value);

/** The first failing check, or undefined. */
export const firstProblem = (...checks: Array<Reply | undefined>): Reply | undefined =>
	checks.find(Boolean);

/** Booleans travel as true or false. */
export function booleans(query: Query, names: readonly string[]): Reply | undefined {
	const bad = names.find(
		(name) => query[name] !== undefined && !['true', 'false'].includes(String(single(query[name]))),
	);
	return bad ? invalid(query, bad, `${bad} must be true or false`) : undefined;
}

export const isTrue = (query: Query, name: string): boolean => single(query[name]) === 'true';

/** The refusal of the first of `names` the request does not send. */
export const required = (query: Query, names: readonly string[]): Reply | undefined =>
	firstProblem(
		...names.map((name) => (single(query[name]) === undefined ? missing(query, name) : undefined)),
	);

/** A parameter with fixed values: undefined when it is absent or holds one of them. */
export function oneOf(
	query: Query,
	parameter: string,
	values: readonly string[],
): Reply | undefined {
	const value = single(query[parameter]);
	return value === undefined || values.includes(value)
		? undefined
		: invalid(query, parameter, `${parameter} must be one of ${values.join(', ')}`);
}

/** The first of these parameters with fixed values that holds another value. */
export const enumsProblem = (
	query: Query,
	enums: Record<string, readonly string[]>,
): Reply | undefined =>
	firstProblem(...Object.entries(enums).map(([name, values]) => oneOf(query, name, values)));

/** name, when sent, is 1 to 255 characters (campaigns, line items). */
export function nameLength(query: Query): Reply | undefined {
	const name = single(query.name);
	return name !== undefined && (name.length === 0 || name.length > 255)
		? invalid(query, 'name', 'name must be 1 to 255 characters')
		: undefined;
}

/** Parameters every standard list takes. */
export const LIST_PARAMETERS = [
	'count',
	'cursor',
	'sort_by',
	'with_deleted',
	'with_total_count',
] as const;

interface Deletable {
	deleted?: boolean;
}

/**
 * A standard ads list: known parameters, booleans, deleted records only with with_deleted,
 * sort_by as `<attribute>-asc|desc` over an attribute the records have, then count/cursor paging.
 */
export function adsList<T extends Deletable>(
	records: T[],
	query: Query,
	extraParameters: readonly string[] = [],
	rules: PageRules = { min: 1, max: 1000, default: 200 },
): Reply {
	const problem = firstProblem(
		unknownParameters(query, [...LIST_PARAMETERS, ...extraParameters]),
		booleans(query, ['with_deleted', 'with_total_count']),
	);
	if (problem) return problem;
	let visible = isTrue(query, 'with_deleted')
		? records
		: records.filter((record) => !record.deleted);
	const sortBy = single(query.sort_by);
	if (sortBy !== undefined) {
		const match = /^([a-z_]+)-(asc|desc)$/.exec(sortBy);
		if (!match || (records.length > 0 && !(match[1] in (records[0] as object)))) {
			return invalid(
				query,
				'sort_by',
				'sort_by must be an attribute of the records and asc or desc, such as created_at-asc',
			);
		}
		const [, attribute, direction] = match;
		const sign = direction === 'asc' ? 1 : -1;
		visible = [...visible].sort(
			(a, b) =>
				sign *
				String((a as Record<string, unknown>)[attribute]).localeCompare(
					String((b as Record<string, unknown>)[attribute]),
				),
		);
	}
	return adsPage(visible, query, rules);
}

/** A single record (or array), in the envelope. */
export const envelope = (data: unknown, query: Query): Reply => ({
	body: { data, request: { params: { ...query } } },
});

/** A route of the ads interface: served on production and sandbox, OAuth 1.0a user context. */
export const adsRoute = (method: string, path: string, handler: Route['handler']): Route => ({
	api: 'ads-any',
	method,
	path,
	auth: 'oauth1-user',
	handler,
});

/**
 * Routes of a sandbox-only path: served on the sandbox, refused on production with the ads
 * error body.
 */
export function sandboxOnly(route: Route): Route[] {
	return [
		{ ...route, api: 'ads-sandbox' },
		{
			...route,
			api: 'ads',
			handler: ({ method, path, query }: RouteContext) =>
				adsError(
					404,
					'ROUTE_NOT_FOUND',
					`${method} ${path} exists only in the ads sandbox`,
					{ details: 'Send it to the sandbox base URL' },
					{ ...query },
				),
		},
	];
}

/** A fixed timestamp n minutes after the emulator's epoch, for seeded records. */
export const seededTime = (minutes: number): string =>
	new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
