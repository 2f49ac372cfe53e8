import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

import type { AnswerVariant } from './answerVariants';
import type { EmulatorState } from './state';

/** Which of the emulator's three "hosts" a request reached, by path prefix. */
export type Api = 'core' | 'ads' | 'ads-sandbox';

/**
 * What a route demands of the caller, checked before its handler runs (a refusal never
 * reaches the handler):
 * - user: OAuth 1.0a with an access token, or an OAuth 2.0 user bearer token;
 * - app: the app-only bearer token; user-or-app: either;
 * - oauth1-user: OAuth 1.0a with an access token only (the ads interface);
 * - oauth1-consumer: OAuth 1.0a signed with the consumer alone (request_token);
 * - basic-app: HTTP Basic with the API key and secret (oauth2/token);
 * - none: nothing is refused; whatever credentials came are still checked and handed to the
 *   handler as `auth` (access_token uses this: signed or, as n8n sends it, unsigned).
 */
export type AuthRequirement =
	| 'user'
	| 'app'
	| 'user-or-app'
	| 'oauth1-user'
	| 'oauth1-consumer'
	| 'basic-app'
	| 'none';

export interface AuthResult {
	scheme: 'oauth1' | 'bearer' | 'basic' | 'none';
	ok: boolean;
	userId?: string;
	token?: string;
	/** The protocol parameters of an OAuth 1.0a header, decoded. */
	oauthParams?: Record<string, string>;
}

export type Query = Record<string, string | string[]>;

export interface RouteContext {
	api: Api;
	method: string;
	/** Path without the api prefix, e.g. /12/accounts. */
	path: string;
	params: Record<string, string>;
	query: Query;
	headers: IncomingHttpHeaders;
	rawBody: string;
	/** The body as received, for binary content (multipart uploads). */
	rawBytes: Buffer;
	body: unknown;
	auth: AuthResult;
	state: EmulatorState;
	seed: EmulatorSeed;
}

/** A handler's answer: `body` is sent as JSON unless `text` is given. */
export interface Reply {
	/** 200 when absent. */
	status?: number;
	body?: unknown;
	/** Sent as is, instead of JSON. */
	text?: string;
	headers?: Record<string, string>;
	/**
	 * A persistent answer (the activity stream): after the status and headers are written, this
	 * gets the open response, writes to it as long as it likes and ends it.
	 */
	stream?: (response: ServerResponse) => void;
}

export interface Route {
	api: Api | 'ads-any';
	method: string;
	/** With :params, e.g. /2/users/:id. */
	path: string;
	auth: AuthRequirement;
	/**
	 * The route answers bad input itself, with what the platform answers for this endpoint (the
	 * webhook failure reasons UrlValidationFailed and WebhookIdInvalid, the activity subscription
	 * field at fault), so the check against the reference description (openapi/) does not answer
	 * first with its general invalid-request.
	 */
	checksItself?: boolean;
	handler(context: RouteContext): Reply | Promise<Reply>;
}

export interface EmulatorSeed {
	consumerKey: string;
	consumerSecret: string;
	accessToken: string;
	accessTokenSecret: string;
	userId: string;
	screenName: string;
	appBearerToken: string;
	oauth2ClientId: string;
	oauth2ClientSecret: string;
}

export interface LoggedRequest {
	method: string;
	/** Full path as received (with its /ads or /ads-sandbox prefix), without the query. */
	path: string;
	api: Api;
	query: Query;
	headers: IncomingHttpHeaders;
	rawBody: string;
	body: unknown;
	auth: AuthResult;
	status: number;
	responseBody: unknown;
	/** When it arrived, in epoch milliseconds. */
	receivedAt: number;
}

/**
 * An answer injected in front of the routes (`emulator.injectFault`, POST /__emulator/faults).
 * A fault with a status answers instead of the route: the platform failed before processing
 * anything. `reset`, `malformed-json` and a delay without a status let the route run first, so
 * the request is processed and only its answer is lost, broken or late: the ambiguous case a
 * client cannot tell apart from a failure.
 */
export interface Fault {
	method?: string;
	/** The exact path as received, or a regular expression's source. */
	path: string;
	/** The answer's status; absent: the route's own (or 200 for malformed-json). */
	status?: number;
	headers?: Record<string, string>;
	body?: unknown;
	/** How many matching requests get this answer; 1 by default. */
	times?: number;
	/** How many matching requests go through to the route untouched before this fault applies. */
	after?: number;
	/** Holds the answer (the fault's, or the route's own) this many milliseconds. */
	delayMs?: number;
	/**
	 * - reset: the connection is destroyed without an answer;
	 * - malformed-json: the answer comes with a JSON content type and its body cut in half.
	 */
	kind?: 'reset' | 'malformed-json';
	/** Reshapes the 2xx answer (the fault's, or the route's own): answerVariants.ts. */
	variant?: AnswerVariant;
}
