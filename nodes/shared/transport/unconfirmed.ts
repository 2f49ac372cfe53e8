import { itemLabel } from '../validation';
import { describePlatformError, type PlatformErrorDescription } from './platformError';
import type { HttpFailure } from './retryPolicy';
import { counted } from '../descriptions/thousands';

/** A call that ended without a usable answer: it may or may not have been processed. */
export interface Unconfirmed {
	/** "POST /2/posts". */
	call: string;
	/** Requests sent for it, retries included. */
	attempts: number;
	/** Whether sending it again cannot do it twice (retryPolicy.ts isIdempotent). */
	repeatable: boolean;
	timeoutMs: number;
	/** The item of a routing request (custom operations name theirs themselves). */
	itemIndex?: number;
	/** A DELETE sent again after an ambiguous failure answered 404 (retryPolicy.ts deletedByLostAttempt). */
	deletedByLostAttempt?: boolean;
}

/**
 * The error of an ambiguous failure (retryPolicy.ts isAmbiguous) that will not be retried: what
 * happened, that the request may have been processed, and what to do, which depends on whether
 * the call is safe to repeat. A create says it was not repeated and asks to check before running
 * the item again; a repeatable call says how often it was tried and that running it again is safe.
 */
export function unconfirmedOutcome(
	failure: HttpFailure,
	error: unknown,
	unconfirmed: Unconfirmed,
): PlatformErrorDescription {
	const item = unconfirmed.itemIndex === undefined ? '' : `${itemLabel(unconfirmed.itemIndex)}: `;
	if (unconfirmed.deletedByLostAttempt) {
		return {
			message: `${item}Not found when sent again: the first attempt, whose answer was lost, most likely deleted it`,
			description: `${unconfirmed.call} got no usable answer and was sent again (it is safe to repeat); the platform then answered 404. Look the record up to confirm it is gone.`,
			code: 'deleted-by-lost-attempt',
		};
	}
	const { message, description, code } = whatHappened(failure, error, unconfirmed);
	const processed =
		failure.problem === 'malformed-body' ? 'was processed' : 'may have been processed';
	const advice = unconfirmed.repeatable
		? `${unconfirmed.call} was sent ${counted(unconfirmed.attempts, 'time')} without a usable answer. It is safe to run again: repeating it does not do it twice.`
		: `${unconfirmed.call} was sent once and not repeated, because sending it again could do it twice (for example create a duplicate). ` +
			'Check whether it took effect (look the record up or list them) before running this item again.';
	return {
		// A repeatable call's own error is enough; a create must say it may have happened.
		message: unconfirmed.repeatable
			? `${item}${message}`
			: `${item}${message}; the request ${processed}`,
		description: [description, advice].filter(Boolean).join(' '),
		...(code ? { code } : {}),
	};
}

function whatHappened(
	failure: HttpFailure,
	error: unknown,
	unconfirmed: Unconfirmed,
): PlatformErrorDescription {
	if (failure.problem === 'timeout') {
		return {
			message: `No answer from the platform within ${Math.round(unconfirmed.timeoutMs / 100) / 10} s`,
			description: 'The request timed out (Request Options > Timeout).',
		};
	}
	if (failure.problem === 'malformed-body') {
		return {
			message: `The platform answered HTTP ${failure.status} with a body that is not valid JSON`,
			description: `It began: ${JSON.stringify(String(failure.body ?? '').slice(0, 80))}.`,
		};
	}
	if (failure.status === undefined) {
		const reason =
			(error as { code?: unknown })?.code ?? (error as { httpCode?: unknown })?.httpCode;
		return {
			message: 'The connection to the platform broke off without an answer',
			description: typeof reason === 'string' && reason ? `Reason: ${reason}.` : '',
		};
	}
	return describePlatformError(failure.status, failure.body);
}
