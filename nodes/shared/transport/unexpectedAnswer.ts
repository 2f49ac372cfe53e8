/**
 * An answer the package cannot read: a 2xx whose shape is not one the platform documents for the
 * call, or a reader of the answer that failed. The platform did answer, so the request reached it
 * (and was processed, when it changes something): it is never sent again and never described as
 * a lost connection. The transport (platformRequest.ts) adds the call and removes secrets.
 */
export class UnexpectedAnswerError extends Error {
	constructor(
		/** What the answer should have held, e.g. "a `data` list of subscriptions". */
		readonly expected: string,
		readonly answer?: { status?: number; body?: unknown },
	) {
		super(`Unexpected answer: ${expected}`);
	}
}

/** How much of an unexpected body an error repeats. */
const BODY_EXCERPT_CHARS = 200;

/** "Unexpected answer from GET /2/webhooks: <expected>" and where the answer went wrong. */
export function describeUnexpectedAnswer(
	call: string,
	error: UnexpectedAnswerError,
): { message: string; description: string } {
	const { status, body } = error.answer ?? {};
	const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
	const answered =
		status === undefined ? 'The platform answered' : `The platform answered HTTP ${status}`;
	const content =
		text.trim() === '' ? ' with an empty body' : `: ${text.slice(0, BODY_EXCERPT_CHARS)}`;
	return {
		message: `Unexpected answer from ${call}: ${error.expected}`,
		description: `${answered}${content}. The request reached the platform, so it was not sent again.`,
	};
}
