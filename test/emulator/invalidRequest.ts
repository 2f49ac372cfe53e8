import { problem } from './errors';
import type { Reply } from './types';

/**
 * The invalid-request problem (HTTP 400) with its `errors: [{message, parameters}]`, as core v2
 * endpoints answer a body or query they refuse.
 */
export function invalidRequest(
	detail: string,
	parameters: Record<string, unknown[]> = {},
	message = detail,
): Reply {
	return problem(400, 'invalid-request', 'Invalid Request', detail, {
		errors: [
			{
				message,
				parameters: Object.fromEntries(
					Object.entries(parameters).map(([name, values]) => [name, values.map(String)]),
				),
			},
		],
	});
}

/** The failure reasons the platform names for webhook configurations. */
export type WebhookFailureReason =
	| 'CrcValidationFailed'
	| 'UrlValidationFailed'
	| 'DuplicateUrlFailed'
	| 'WebhookLimitExceeded'
	| 'WebhookIdInvalid';

/** A webhook failure: invalid-request whose error message is the platform's reason. */
export const webhookFailure = (
	reason: WebhookFailureReason,
	detail: string,
	parameters: Record<string, unknown[]> = {},
): Reply => invalidRequest(detail, parameters, reason);

/** A JSON object body, or undefined for anything else (missing, text, array). */
export function objectBody(body: unknown): Record<string, unknown> | undefined {
	return body && typeof body === 'object' && !Array.isArray(body)
		? (body as Record<string, unknown>)
		: undefined;
}

/** The first field of a body that the endpoint does not know. */
export const unknownField = (
	body: Record<string, unknown>,
	known: readonly string[],
): string | undefined => Object.keys(body).find((name) => !known.includes(name));

export const NUMERIC_ID = /^[0-9]{1,19}$/;
