import { problem } from './errors';
import type { Query, Reply, RouteContext } from './types';

/**
 * Checks of incoming core requests, as the platform makes them: a failed check throws a
 * RequestProblem carrying the problem+json answer, and `checked()` turns it into the reply, so
 * handlers read as a list of checks followed by the work.
 */
export class RequestProblem extends Error {
	constructor(readonly reply: Reply) {
		super(String((reply.body as { detail?: unknown } | undefined)?.detail ?? 'request problem'));
	}
}

/** A route handler whose RequestProblems become their replies. */
export function checked(
	handler: (context: RouteContext) => Reply,
): (context: RouteContext) => Reply {
	return (context) => {
		try {
			return handler(context);
		} catch (error) {
			if (error instanceof RequestProblem) return error.reply;
			throw error;
		}
	};
}

/** invalid-request with `errors[].parameters` naming the parameter and the bad value. */
export function invalidRequest(parameter: string, value: unknown, message: string): RequestProblem {
	return new RequestProblem(
		problem(
			400,
			'invalid-request',
			'Invalid Request',
			'One or more parameters to your request was invalid.',
			{
				errors: [
					{
						message,
						parameters: {
							[parameter]: [typeof value === 'string' ? value : JSON.stringify(value)],
						},
					},
				],
			},
		),
	);
}

/**
 * resource-not-found with the fields the platform puts in it (parameter, value, resource_id,
 * resource_type).
 */
export function notFound(resourceType: string, parameter: string, id: string): RequestProblem {
	return new RequestProblem(
		problem(
			404,
			'resource-not-found',
			'Not Found Error',
			`Could not find ${resourceType} with ${parameter}: [${id}].`,
			{
				parameter,
				value: id,
				resource_id: id,
				resource_type: resourceType,
			},
		),
	);
}

export const ID_PATTERN = /^[0-9]{1,19}$/;

/** One query value (the first when repeated), or undefined. */
export function single(query: Query, name: string): string | undefined {
	const value = query[name];
	return Array.isArray(value) ? value[0] : value;
}

/** A required query value, with a length range. */
export function requiredText(query: Query, name: string, min: number, max: number): string {
	const value = single(query, name);
	if (value === undefined)
		throw invalidRequest(name, '', `The \`${name}\` query parameter can not be empty`);
	const length = [...value].length;
	if (length < min || length > max) {
		throw invalidRequest(
			name,
			value,
			`The \`${name}\` query parameter value must be between ${min} and ${max} characters long`,
		);
	}
	return value;
}

/** A comma-separated query value whose entries must each be one of `allowed`. */
export function listOf(query: Query, name: string, allowed: readonly string[]): string[] {
	const value = single(query, name);
	if (value === undefined) return [];
	const entries = value.split(',');
	for (const entry of entries) {
		if (!allowed.includes(entry)) {
			throw invalidRequest(
				name,
				entry,
				`The \`${name}\` query parameter value [${entry}] is not one of [${allowed.join(',')}]`,
			);
		}
	}
	return entries;
}

/** An id path or query value: 1 to 19 digits. */
export function checkId(name: string, value: string): string {
	if (!ID_PATTERN.test(value))
		throw invalidRequest(
			name,
			value,
			`The \`${name}\` value [${value}] does not match ^[0-9]{1,19}$`,
		);
	return value;
}

/** An optional whole-number query value in a range. */
export function intBetween(
	query: Query,
	name: string,
	min: number,
	max: number,
): number | undefined {
	const value = single(query, name);
	if (value === undefined) return undefined;
	const number = Number(value);
	if (!/^-?\d+$/.test(value) || number < min || number > max) {
		throw invalidRequest(
			name,
			value,
			`The \`${name}\` query parameter value [${value}] is not between ${min} and ${max}`,
		);
	}
	return number;
}

/**
 * An optional RFC 3339 time (YYYY-MM-DDTHH:mm:ss[.sss]Z or with an offset), as epoch milliseconds.
 */
export function timeOf(query: Query, name: string): number | undefined {
	const value = single(query, name);
	if (value === undefined) return undefined;
	const valid =
		/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
		!Number.isNaN(Date.parse(value));
	if (!valid)
		throw invalidRequest(
			name,
			value,
			`Invalid '${name}':'${value}'. '${name}' must be a valid RFC 3339 date-time`,
		);
	return Date.parse(value);
}

/** An optional value from a fixed set. */
export function oneOf(query: Query, name: string, allowed: readonly string[]): string | undefined {
	const value = single(query, name);
	if (value !== undefined && !allowed.includes(value)) {
		throw invalidRequest(
			name,
			value,
			`The \`${name}\` query parameter value [${value}] is not one of [${allowed.join(',')}]`,
		);
	}
	return value;
}

/** not-authorized-for-resource (403) with the fields the platform puts in it. */
export function notAuthorized(
	resourceType: string,
	parameter: string,
	id: string,
	detail: string,
): RequestProblem {
	return new RequestProblem(
		problem(403, 'not-authorized-for-resource', 'Forbidden', detail, {
			value: id,
			resource_id: id,
			resource_type: resourceType,
			section: 'data',
			parameter,
		}),
	);
}
