import type { Reply } from './types';

/** The problem type identifiers use this prefix. */
export const PROBLEM_TYPE_BASE = 'https://api.platform.example';

/** An application/problem+json answer. */
export function problem(
	status: number,
	slug: string,
	title: string,
	detail: string,
	extra: Record<string, unknown> = {},
): Reply {
	return {
		status,
		headers: { 'content-type': 'application/problem+json' },
		body: {
			type: slug === 'about:blank' ? slug : `${PROBLEM_TYPE_BASE}/2/problems/${slug}`,
			title,
			detail,
			status,
			...extra,
		},
	};
}

/** A {errors: [{code, message}]} answer, as the OAuth endpoints give. */
export function codeError(
	status: number,
	code: number,
	message: string,
	extra: Record<string, unknown> = {},
): Reply {
	return { status, body: { errors: [{ code, message, ...extra }] } };
}

export const notAuthenticated = (message = 'Could not authenticate you.') =>
	codeError(401, 32, message);
export const invalidToken = () => codeError(401, 89, 'Invalid or expired token.');

/** The ads interface's error body. */
export function adsError(
	status: number,
	code: string,
	message: string,
	fields: { parameter?: string; value?: unknown; details?: string } = {},
	params: Record<string, unknown> = {},
): Reply {
	return { status, body: { errors: [{ code, message, ...fields }], request: { params } } };
}
