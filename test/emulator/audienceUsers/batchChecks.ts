/**
 * What the platform checks on a users batch (custom audience users, do-not-reach users):
 * request-level problems fail the whole request under `errors`; problems of one operation are
 * reported under `operation_errors` with its index.
 * No message repeats an identifier value.
 */

export const MAX_OPERATIONS = 2500;
export const MAX_BODY_BYTES = 5_000_000;
const HASH = /^[0-9a-f]{64}$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

export interface BatchError {
	code: string;
	message: string;
	parameter?: string;
}

export interface OperationError extends BatchError {
	index: number;
}

export interface UserOperation {
	operation_type: 'Update' | 'Delete';
	params: { users: Array<Record<string, string[]>>; effective_at?: string; expires_at?: string };
}

export interface BatchRules {
	/** Identifier keys a user may carry. */
	identifiers: readonly string[];
	/** Keys of params besides users. */
	params: readonly string[];
}

/** Request-level problems of the body as a whole, or of any identifier that is not a SHA-256 hash. */
export function requestProblem(
	contentType: string,
	rawBody: string,
	body: unknown,
	rules: BatchRules,
): BatchError | undefined {
	if (!contentType.toLowerCase().includes('application/json')) {
		return { code: 'INVALID_PARAMETER', message: 'Content-Type application/json is required' };
	}
	if (Buffer.byteLength(rawBody, 'utf8') > MAX_BODY_BYTES) {
		return {
			code: 'INVALID_PARAMETER',
			message: `The request body exceeds the maximum of ${MAX_BODY_BYTES} bytes`,
		};
	}
	if (!Array.isArray(body) || body.length === 0) {
		return { code: 'INVALID_PARAMETER', message: 'Expected a JSON array of operations' };
	}
	if (body.length > MAX_OPERATIONS) {
		return {
			code: 'INVALID_PARAMETER',
			message: `Max batch size exceeded: at most ${MAX_OPERATIONS} operations per request, got ${body.length}`,
		};
	}
	for (const [index, operation] of body.entries()) {
		const users = (operation as { params?: { users?: unknown } })?.params?.users;
		if (!Array.isArray(users)) continue;
		for (const user of users) {
			if (!user || typeof user !== 'object') continue;
			for (const [key, values] of Object.entries(user as Record<string, unknown>)) {
				if (key === 'partner_user_id' || !rules.identifiers.includes(key) || !Array.isArray(values))
					continue;
				if (values.some((value) => typeof value !== 'string' || !HASH.test(value))) {
					return {
						code: 'INVALID_PARAMETER',
						message: `Operation ${index}: ${key} must hold SHA-256 hashes (64 lowercase hexadecimal characters)`,
						parameter: key,
					};
				}
			}
		}
	}
	return undefined;
}

const missing = (index: number, parameter: string): OperationError => ({
	index,
	code: 'MISSING_PARAMETER',
	message: `${parameter} is required`,
	parameter,
});
const invalid = (index: number, parameter: string, message: string): OperationError => ({
	index,
	code: 'INVALID_PARAMETER',
	message,
	parameter,
});

/** The problem of one operation, or undefined. */
export function operationProblem(
	operation: unknown,
	index: number,
	rules: BatchRules,
	nowMs: number,
): OperationError | undefined {
	if (!operation || typeof operation !== 'object')
		return invalid(index, 'operation', 'Each operation must be an object');
	const { operation_type: type, params } = operation as {
		operation_type?: unknown;
		params?: Record<string, unknown>;
	};
	if (type === undefined) return missing(index, 'operation_type');
	if (type !== 'Update' && type !== 'Delete')
		return invalid(index, 'operation_type', 'operation_type must be Update or Delete');
	if (!params || typeof params !== 'object') return missing(index, 'params');
	const unknown = Object.keys(params).find((key) => key !== 'users' && !rules.params.includes(key));
	if (unknown) return invalid(index, `params.${unknown}`, `Unexpected parameter params.${unknown}`);
	const users = params.users;
	if (!Array.isArray(users) || users.length === 0) return missing(index, 'params.users');
	for (const user of users) {
		if (!user || typeof user !== 'object' || Object.keys(user).length === 0)
			return invalid(index, 'params.users', 'Each user needs at least one identifier');
		for (const [key, values] of Object.entries(user as Record<string, unknown>)) {
			if (!rules.identifiers.includes(key))
				return invalid(index, `params.users.${key}`, `Unknown identifier ${key}`);
			if (
				!Array.isArray(values) ||
				values.length === 0 ||
				values.some((value) => typeof value !== 'string' || value === '')
			) {
				return invalid(index, `params.users.${key}`, `${key} must be a non-empty array of strings`);
			}
		}
	}
	for (const name of ['effective_at', 'expires_at']) {
		if (params[name] !== undefined && !UTC_TIME.test(String(params[name])))
			return invalid(index, `params.${name}`, `${name} must be a UTC ISO 8601 time`);
	}
	if (params.expires_at !== undefined) {
		const after =
			params.effective_at === undefined ? nowMs : Date.parse(String(params.effective_at));
		if (Date.parse(String(params.expires_at)) <= after) {
			return invalid(
				index,
				'params.expires_at',
				`expires_at must be later than ${params.effective_at === undefined ? 'the current time' : 'effective_at'}`,
			);
		}
	}
	return undefined;
}
