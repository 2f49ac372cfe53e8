import {
	NodeApiError,
	NodeOperationError,
	sleep,
	type IAllExecuteFunctions,
	type ICredentialDataDecryptedObject,
	type IHttpRequestOptions,
	type IN8nHttpFullResponse,
	type JsonObject,
} from 'n8n-workflow';

import { exactJsonBody, exactJsonRequest } from '../exactJson';
import { itemLabel } from '../validation';
import { readHttpFailure, throwIfFailed } from './httpFailure';
import { notConnectedError } from './notConnected';
import { describePlatformError } from './platformError';
import { redactSecrets } from './redact';
import { unconfirmedOutcome, type Unconfirmed } from './unconfirmed';
import { describeUnexpectedAnswer, UnexpectedAnswerError } from './unexpectedAnswer';
import { requestSettingsOf } from './requestSettings';
import {
	decideRetry,
	deletedByLostAttempt,
	isIdempotent,
	type HttpFailure,
	type RetryPolicy,
} from './retryPolicy';
import { refreshesTokenAfter401 } from '../credentialTypes';
import type { CodeOperationContext } from '../descriptions/codeOperation';
import { counted } from '../descriptions/thousands';
import { isRecord } from '../isRecord';

/**
 * Any context that can send an authenticated request: n8n's (execute, hooks, webhooks, lists) and
 * the one an operation written as code reads (codeOperation.ts).
 */
export type RequestContext = IAllExecuteFunctions | CodeOperationContext;

export interface PlatformRequestSettings {
	/** Overrides the node's Request Options (Max Rate Limit Wait, retries, retry delay). */
	policy?: Partial<RetryPolicy>;
	/** Overrides the node's Timeout option. */
	timeoutMs?: number;
	/** Marks a POST as safe to repeat, or a PUT as not. */
	idempotent?: boolean;
	/** Waits between attempts; replaceable so tests need not sleep. */
	wait?: (ms: number) => Promise<void>;
	/** The item a routing request belongs to, named by an error that says it may have been processed. */
	itemIndex?: number;
	/**
	 * The call that error names ("POST /2/posts"): the request itself, whose method and path are
	 * worked out only when an error needs them, or that text.
	 */
	call?: IHttpRequestOptions | string;
	/**
	 * What a 2xx must hold to be read (checked inside the transport, so an answer without it is
	 * reported as unexpected, with the call and the answer, and never sent again).
	 */
	expect?: ExpectedAnswer;
}

/** A shape a 2xx answer must have: said in words, and checked. */
export interface ExpectedAnswer {
	/** "`data` with the upload's `id`". */
	what: string;
	holds(body: unknown): boolean;
}

/** The answer's `data` is an object (a record), whatever else it holds. */
export function dataRecord(what: string): ExpectedAnswer {
	return {
		what: `expected ${what} in \`data\``,
		holds: (body) => isRecord(body) && isRecord(body.data),
	};
}

/** Throws an UnexpectedAnswerError when a 2xx lacks what the caller expects of it. */
export function requireExpected(response: IN8nHttpFullResponse, expect?: ExpectedAnswer): void {
	if (expect && !expect.holds(response.body)) {
		throw new UnexpectedAnswerError(expect.what, {
			status: response.statusCode,
			body: response.body,
		});
	}
}

/** What the sender is told about the attempt it makes. */
export interface Attempt {
	/** The previous attempt's token was rejected; n8n must see this one fail to renew it. */
	afterTokenRejection: boolean;
	/** How long this attempt may wait for an answer (the node's Timeout option). */
	timeoutMs: number;
}

/** Credential fields whose values must never appear in a message. */
const SECRET_FIELDS = [
	'consumerSecret',
	'accessToken',
	'accessTokenSecret',
	'bearerToken',
	'apiSecret',
	'clientSecret',
];

/**
 * The one way this package sends a request that is not plain routing: authenticated through
 * the node's credential, waiting out rate limits and retrying idempotent calls as
 * retryPolicy.ts decides, and failing with a NodeApiError a person can act on.
 */
export async function platformRequest<T = unknown>(
	this: RequestContext,
	credentialType: string,
	options: IHttpRequestOptions,
	settings: PlatformRequestSettings = {},
): Promise<T> {
	const response = await sendAuthenticated.call(
		this,
		credentialType,
		{ json: true, ...options },
		settings,
	);
	return (options.returnFullResponse ? response : response.body) as T;
}

/**
 * Sends through the node's credential with sendWithRetries and returns the full answer.
 * Failed answers come back whole (n8n's own error would drop their headers, and with them a
 * 429's reset time) and `throwIfFailed` turns them into errors; after an app-only 401 n8n must
 * see the 401 itself to renew the token.
 */
export async function sendAuthenticated(
	this: RequestContext,
	credentialType: string,
	options: IHttpRequestOptions,
	settings: PlatformRequestSettings = {},
	failIfFailed: (response: IN8nHttpFullResponse) => void | Promise<void> = throwIfFailed,
): Promise<IN8nHttpFullResponse> {
	return await sendWithRetries(
		this,
		credentialType,
		options.method ?? 'GET',
		async ({ afterTokenRejection, timeoutMs }) => {
			// n8n's helper reads the node it sends for from `this`.
			const full = (await Reflect.apply(this.helpers.httpRequestWithAuthentication, this, [
				credentialType,
				{
					timeout: timeoutMs,
					...exactJsonRequest(options),
					returnFullResponse: true,
					ignoreHttpStatusErrors: !afterTokenRejection,
				},
			])) as IN8nHttpFullResponse;
			// Read here rather than by n8n, so that 64-bit IDs stay exact (exactJson.ts).
			full.body = exactJsonBody(full.body) as IN8nHttpFullResponse['body'];
			await failIfFailed(full);
			requireExpected(full, settings.expect);
			return full;
		},
		{ call: options, ...settings },
	);
}

/**
 * Sends with `send` until it succeeds or retryPolicy.ts says stop, then throws the mapped
 * error. Shared by platformRequest and the routing executor, which send differently.
 */
export async function sendWithRetries<T>(
	context: RequestContext,
	credentialType: string,
	method: string,
	send: (attempt: Attempt) => Promise<T>,
	settings: PlatformRequestSettings = {},
): Promise<T> {
	const fromNode = requestSettingsOf(context);
	const policy = { ...fromNode.policy, ...settings.policy };
	const timeoutMs = settings.timeoutMs ?? fromNode.timeoutMs;
	const wait = settings.wait ?? sleep;
	const history = { rateLimitRetries: 0, serverErrorRetries: 0, tokenRefreshes: 0 };
	let afterTokenRejection = false;
	for (let attempts = 1; ; attempts++) {
		try {
			return await send({ afterTokenRejection, timeoutMs });
		} catch (error) {
			const failure = readHttpFailure(error);
			if (failure.problem === 'not-sent-by-network') {
				throw await notFromNetwork.call(context, credentialType, error, settings);
			}
			const decision = decideRetry(
				failure,
				{
					method,
					idempotent: settings.idempotent,
					canRefreshToken: refreshesTokenAfter401(credentialType),
					nowMs: Date.now(),
					...history,
				},
				policy,
			);
			if (!decision.retry) {
				const deleted = deletedByLostAttempt(failure, { method, ...history });
				const unconfirmed: Unconfirmed | undefined =
					decision.mayHaveBeenProcessed || deleted
						? {
								deletedByLostAttempt: deleted,
								call:
									typeof settings.call === 'object'
										? describeCall(settings.call)
										: (settings.call ?? method),
								attempts,
								repeatable: isIdempotent(method, settings.idempotent),
								timeoutMs,
								itemIndex: settings.itemIndex,
							}
						: undefined;
				throw await platformApiError.call(
					context,
					credentialType,
					failure,
					error,
					decision.rateLimitResetMs,
					policy,
					unconfirmed,
					decision.rateLimitWaitsUsed,
				);
			}
			afterTokenRejection = decision.kind === 'tokenRefresh';
			if (decision.kind === 'rateLimit') history.rateLimitRetries++;
			else if (decision.kind === 'serverError') history.serverErrorRetries++;
			else history.tokenRefreshes++;
			await wait(decision.waitMs);
		}
	}
}

/** JavaScript's own errors: thrown by code that read an answer it did not expect. */
const READER_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError];

/**
 * An error thrown by code, not by the network: never retried, never called a lost connection.
 * An answer that could not be read says so, with the call, its status and the start of its body;
 * an error the package or n8n raised on purpose is passed on as it is.
 */
async function notFromNetwork(
	this: RequestContext,
	credentialType: string,
	error: unknown,
	settings: PlatformRequestSettings,
): Promise<unknown> {
	// Before the pass-through below: n8n wraps its helpers' errors in a NodeApiError.
	const notConnected = notConnectedError(this.getNode(), credentialType, error, settings.itemIndex);
	if (notConnected) return notConnected;
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	const unexpected =
		error instanceof UnexpectedAnswerError
			? error
			: READER_ERRORS.some((type) => error instanceof type)
				? new UnexpectedAnswerError("it could not be read as this operation's result")
				: undefined;
	if (!unexpected) return error;
	const call =
		typeof settings.call === 'object'
			? describeCall(settings.call)
			: (settings.call ?? 'the platform');
	const described = describeUnexpectedAnswer(call, unexpected);
	const secrets = await secretValues.call(this, credentialType);
	const item = settings.itemIndex === undefined ? '' : `${itemLabel(settings.itemIndex)}: `;
	const message = redactSecrets(item + described.message, secrets);
	const description = redactSecrets(described.description, secrets);
	const status = unexpected.answer?.status;
	return new NodeApiError(
		this.getNode(),
		{ message, description, httpCode: String(status ?? ''), code: 'unexpected-answer' },
		{
			message,
			description,
			httpCode: status === undefined ? undefined : String(status),
			itemIndex: settings.itemIndex,
		},
	);
}

/** "POST /2/posts": the method and path of a request, without its query (which may hold a token). */
function describeCall(options: IHttpRequestOptions): string {
	const url = options.url ?? '';
	let path = url;
	try {
		path = new URL(url, options.baseURL ?? 'http://base.invalid').pathname;
	} catch {
		path = url.split('?')[0];
	}
	return `${(options.method ?? 'GET').toUpperCase()} ${path}`;
}

/** Builds the error for a failure that will not be retried, with every secret removed. */
export async function platformApiError(
	this: RequestContext,
	credentialType: string,
	failure: HttpFailure,
	error: unknown,
	rateLimitResetMs: number | undefined,
	policy: RetryPolicy,
	unconfirmed?: Unconfirmed,
	rateLimitWaitsUsed?: number,
): Promise<NodeApiError> {
	const described = unconfirmed
		? unconfirmedOutcome(failure, error, unconfirmed)
		: failure.status === undefined
			? {
					message: 'The platform could not be reached',
					description: (error as Error)?.message ?? 'The connection failed without an answer.',
				}
			: describePlatformError(failure.status, failure.body);
	if (failure.status === 429) {
		described.description = [
			described.description,
			rateLimitAdvice(rateLimitResetMs, policy, rateLimitWaitsUsed),
		].join(' ');
	}
	const secrets = await secretValues.call(this, credentialType);
	const message = redactSecrets(described.message, secrets);
	const description = redactSecrets(described.description, secrets);
	const errorResponse: JsonObject = {
		message,
		description,
		httpCode: String(failure.status ?? ''),
	};
	if ('code' in described && described.code) errorResponse.code = described.code;
	return new NodeApiError(this.getNode(), errorResponse, {
		message,
		description,
		httpCode: failure.status === undefined ? undefined : String(failure.status),
		itemIndex: unconfirmed?.itemIndex,
	});
}

function rateLimitAdvice(
	resetMs: number | undefined,
	policy: RetryPolicy,
	waitsUsed?: number,
): string {
	if (waitsUsed !== undefined) {
		const last =
			resetMs === undefined
				? ''
				: ` It last named ${new Date(resetMs).toISOString()} as its reset.`;
		return `The limit was still hit after ${counted(waitsUsed, 'wait')} for its reset.${last} Try again later.`;
	}
	const cap = `the wait cap of ${Math.round(policy.maxRateLimitWaitMs / 1000)} s`;
	if (resetMs === undefined)
		return `The limit did not say when it resets; retries stopped at ${cap}.`;
	const inSeconds = Math.max(0, Math.ceil((resetMs - Date.now()) / 1000));
	return (
		`The limit resets at ${new Date(resetMs).toISOString()} (in ${inSeconds} s), past ${cap}. ` +
		'Try again after that time, or raise the maximum rate-limit wait.'
	);
}

async function secretValues(this: RequestContext, credentialType: string): Promise<string[]> {
	let credentials: ICredentialDataDecryptedObject;
	try {
		credentials = await this.getCredentials(credentialType);
	} catch {
		return [];
	}
	const tokenData = (credentials.oauthTokenData ?? {}) as Record<string, unknown>;
	return [
		...SECRET_FIELDS.map((name) => credentials[name]),
		tokenData.oauth_token_secret,
		tokenData.access_token,
		tokenData.refresh_token,
	].filter((value): value is string => typeof value === 'string');
}
