import { CREDENTIAL_PLACE } from '../authenticationKinds';
import { isRecord } from '../isRecord';

/**
 * One mapper for every error body the platform sends, turning it into a message a person can
 * act on. The platform answers errors in three shapes:
 * - problem+json: {type: '<base>/2/problems/<slug>' | 'about:blank', title, detail, status, ...}
 * - core v1-style: {errors: [{code: <number>, message}]}
 * - ads: {errors: [{code: 'INVALID_PARAMETER', message, parameter, details, value}], request}
 * - a default error object: {code: <number>, message} at the top level (POST /2/webhooks)
 * The result never carries the request, its headers or anything else that could hold a secret.
 */
export interface PlatformErrorDescription {
	/** Short, first line: what went wrong. */
	message: string;
	/** Longer text: the platform's details and what to do. */
	description: string;
	/** The platform's code or problem slug, for branching on in a workflow. */
	code?: string;
}

type Body = Record<string, unknown>;

const SLUG_EXPLANATIONS: Record<string, (problem: Body) => string> = {
	'about:blank': () => 'The platform reported a generic problem with only the HTTP status.',
	'client-disconnected': () => 'The client went away before the platform finished responding.',
	'client-forbidden': (p) =>
		join(
			`This app is not allowed to use this endpoint${field(p, 'reason', ' (reason: %s)')}.`,
			field(p, 'registration_url', 'Enroll the app at %s.'),
		),
	conflict: () => 'A job is already in progress, so a new one cannot be created yet.',
	'disallowed-resource': (p) =>
		`The ${str(p.resource_type) ?? 'resource'} ${str(p.resource_id) ?? ''} violates the platform's rules` +
		`${field(p, 'section', ' (in %s)')}.`,
	'duplicate-rules': (p) =>
		`The rule is a duplicate${field(p, 'value', ' of "%s"')}${field(p, 'id', ' (rule id %s)')}.`,
	'invalid-request': (p) => invalidRequestDetails(p),
	'invalid-rules': () => 'The submitted rule is invalid.',
	'noncompliant-rules': () => 'The rule set is not compliant.',
	'not-authorized-for-field': (p) =>
		`Not allowed to see the field ${str(p.field) ?? ''} of ${str(p.resource_type) ?? 'the resource'}` +
		`${field(p, 'section', ' (in %s)')}.`,
	'not-authorized-for-resource': (p) =>
		`Not allowed to see ${str(p.resource_type) ?? 'the resource'} ${str(p.resource_id) ?? ''}` +
		`${field(p, 'parameter', ' given in parameter %s')}${field(p, 'value', ' = %s')}.`,
	'operational-disconnect': (p) =>
		`The platform disconnected the stream${field(p, 'disconnect_type', ' (%s)')}. Reconnect later.`,
	'resource-not-found': (p) =>
		`No ${str(p.resource_type) ?? 'resource'} was found for ${str(p.parameter) ?? 'the parameter'}` +
		`${field(p, 'value', ' = %s')}. ${notFoundFix()}`,
	'resource-unavailable': (p) =>
		`The ${str(p.resource_type) ?? 'resource'} ${str(p.resource_id) ?? ''} given in ` +
		`${str(p.parameter) ?? 'the request'} is not available to this account (protected or suspended).`,
	'rule-cap': () => 'The maximum number of rules is reached. Delete rules before adding new ones.',
	'streaming-connection': (p) =>
		`Stream connection problem${field(p, 'connection_issue', ': %s')}.`,
	'unsupported-authentication': () =>
		"This endpoint does not take this kind of credential. Acting as a user takes a user's " +
		"sign-in (a Platform OAuth1, OAuth1 Sign-In or OAuth2 credential, or a user's OAuth 2.0 " +
		"token in a Bearer Token credential); app endpoints take the app's (App-Only, or the app's " +
		`token in a Bearer Token credential). Choose another under ${CREDENTIAL_PLACE}.`,
	'usage-capped': (p) =>
		`The usage cap is exceeded${field(p, 'period', ' for the %s period')}${field(p, 'scope', ' at %s level')}. ` +
		'Wait for the period to reset or raise the plan.',
};

const notFoundFix = (what = 'ID', record = 'record') =>
	`Check the ${what}: the ${record} may have been deleted, or this credential may not be allowed to see it.`;

/** Known numeric codes of {errors: [{code, message}]} bodies and what to do about them. */
const CODE_ADVICE: Record<number, string> = {
	32:
		"The platform could not authenticate the request: check the credential's Consumer Key and " +
		'Consumer Secret, and its Access Token and Access Token Secret; for a sign-in credential, ' +
		'press Connect in it again.',
	88: 'The rate limit is exceeded: wait until the reset time.',
	89:
		'The token is invalid or expired (it may have been invalidated): press Connect in the ' +
		"sign-in credential again, or paste a new token into the credential's Access Token or " +
		'Bearer Token field.',
	99: 'The bearer token was requested too often: the token is cached in the credential; wait a few minutes before trying again.',
};

const ADS_CODE_ADVICE: Record<string, string> = {
	ACCOUNT_NOT_FOUND: 'Check the ads account: it does not exist or this credential cannot see it.',
	NOT_FOUND: notFoundFix('ID', 'record'),
	ROUTE_NOT_FOUND:
		'The path does not exist on the ads interface: check the base URL and the API version.',
	TOO_MANY_REQUESTS: 'The rate limit is exceeded: wait until the reset time.',
	SERVICE_UNAVAILABLE: 'The ads interface is temporarily unavailable: try again later.',
	OVER_CAPACITY: 'The ads interface is over capacity: try again later.',
};

/**
 * UNAUTHORIZED_ACCESS covers two cases the status tells apart: a request not accepted as signed
 * (401: a sign-in credential never connected, or wrong keys), and a user without access (403).
 */
function adsAdvice(code: string, status: number): string | undefined {
	if (code !== 'UNAUTHORIZED_ACCESS') return ADS_CODE_ADVICE[code];
	return status === 401
		? "The platform did not accept the credential's signature. For a Platform OAuth1 Sign-In " +
				'API credential, open it and press Connect; for Platform OAuth1 API, check its consumer ' +
				`key and secret, access token and secret (the credential is under ${CREDENTIAL_PLACE}).`
		: "The credential's user has no access to this ads account: choose an account it manages, " +
				`or a credential of a user with access under ${CREDENTIAL_PLACE}.`;
}

export function describePlatformError(status: number, body: unknown): PlatformErrorDescription {
	const parsed = parseBody(body);
	if (parsed && typeof parsed.type === 'string' && typeof parsed.title === 'string') {
		return describeProblem(status, parsed);
	}
	const errors = parsed && Array.isArray(parsed.errors) ? (parsed.errors as Body[]) : undefined;
	if (errors && errors.length > 0) {
		if (typeof errors[0].type === 'string' && typeof errors[0].title === 'string')
			return describeProblems(status, errors);
		return typeof errors[0].code === 'string'
			? describeAdsErrors(status, errors)
			: describeCodeErrors(status, errors);
	}
	if (
		parsed &&
		typeof parsed.message === 'string' &&
		parsed.message !== '' &&
		isCode(parsed.code)
	) {
		return describeTopLevelCode(status, parsed.message, Number(parsed.code));
	}
	return {
		message: `The platform answered with HTTP ${status}`,
		description:
			typeof body === 'string' && body.length > 0 ? body.slice(0, 500) : 'No details were given.',
	};
}

/** The slug of a problem type: the last path segment, or about:blank. */
export function problemSlug(type: string): string {
	if (type === 'about:blank') return type;
	return type.slice(type.lastIndexOf('/') + 1);
}

function describeProblem(status: number, problem: Body): PlatformErrorDescription {
	const slug = problemSlug(problem.type as string);
	const notFound = slug === 'resource-not-found' ? describeNotFound(status, problem) : undefined;
	if (notFound) return notFound;
	const explain = SLUG_EXPLANATIONS[slug];
	const title = problem.title as string;
	return {
		message: `${title} (HTTP ${status}, ${slug})`,
		description: join(str(problem.detail), explain ? explain(problem) : undefined) || title,
		code: slug,
	};
}

/**
 * "No post has the id 5 (HTTP 404, resource-not-found)", then only the fix: the platform's title,
 * its detail and the fields all say the same, which a person should read once.
 */
function describeNotFound(status: number, problem: Body): PlatformErrorDescription | undefined {
	const [type, parameter, value] = [problem.resource_type, problem.parameter, problem.value].map(
		str,
	);
	if (!type || !parameter || !value) return undefined;
	// An ID by any parameter name (`id`, `ids`, `media_id`); one value of a list (`usernames`).
	const one = /(^|_)ids?$/.test(parameter) ? 'ID' : parameter.replace(/s$/, '');
	return {
		message: `No ${type} has the ${one} ${value} (HTTP ${status}, resource-not-found)`,
		description: notFoundFix(one, type),
		code: 'resource-not-found',
	};
}

/** Problems listed under `errors` of a 200 (partial errors): the first, then the others' details. */
function describeProblems(status: number, problems: Body[]): PlatformErrorDescription {
	const first = describeProblem(status, problems[0]);
	const others = problems.slice(1).map((problem) => str(problem.detail) ?? str(problem.title));
	return { ...first, description: join(first.description, ...others) };
}

function describeCodeErrors(status: number, errors: Body[]): PlatformErrorDescription {
	const first = errors[0];
	const code = Number(first.code);
	return {
		message: `${str(first.message) ?? 'Request failed'} (HTTP ${status}, code ${code})`,
		description:
			join(
				CODE_ADVICE[code],
				...errors.slice(1).map((error) => `${str(error.message)} (code ${str(error.code)})`),
			) || `The platform rejected the request with code ${code}.`,
		code: String(code),
	};
}

const isCode = (code: unknown) => code !== null && code !== '' && Number.isInteger(Number(code));

/** The default error object of some endpoints (POST /2/webhooks): `{code, message}` at the top. */
function describeTopLevelCode(
	status: number,
	message: string,
	code: number,
): PlatformErrorDescription {
	return {
		message: `${message} (code ${code}, HTTP ${status})`,
		description: CODE_ADVICE[code] ?? `The platform rejected the request with code ${code}.`,
		code: String(code),
	};
}

/**
 * "Line item abc12 was not found (HTTP 404, NOT_FOUND)": the first error's message once, in
 * words, the code at the end; then what to do, the parameter it names, and the other errors.
 * Its `details` are shown only where no advice is known: they mostly repeat the message.
 */
function describeAdsErrors(status: number, errors: Body[]): PlatformErrorDescription {
	const [first, ...others] = errors;
	const code = first.code as string;
	const advice = adsAdvice(code, status);
	const parameter = (error: Body) =>
		`${field(error, 'parameter', 'parameter %s')}${field(error, 'value', ', value %s')}`;
	const firstParameter = parameter(first);
	return {
		message: `${str(first.message) ?? code} (HTTP ${status}, ${code})`,
		description:
			join(
				advice ?? field(first, 'details', '%s.').replace(/\.\.$/, '.'),
				firstParameter ? `(${firstParameter[0].toUpperCase()}${firstParameter.slice(1)}.)` : '',
				...others.map(
					(error) =>
						`Also: ${str(error.message) ?? ''}${parameter(error) ? ` (${parameter(error)})` : ''} (${str(error.code)}).`,
				),
			) || `The platform rejected the request with code ${code}.`,
		code,
	};
}

function invalidRequestDetails(problem: Body): string {
	const errors = Array.isArray(problem.errors) ? (problem.errors as Body[]) : [];
	return errors
		.map((error) => {
			const parameters = error.parameters as Record<string, unknown[]> | undefined;
			const named = Object.entries(parameters ?? {})
				.map(([name, values]) => `${name}=${(values ?? []).join(',')}`)
				.join('; ');
			return `${str(error.message) ?? 'Invalid request'}${named ? ` [${named}]` : ''}`;
		})
		.join(' ');
}

function parseBody(body: unknown): Body | undefined {
	if (typeof body === 'string') {
		try {
			return parseBody(JSON.parse(body));
		} catch {
			return undefined;
		}
	}
	if (isRecord(body)) return body as Body;
	return undefined;
}

function str(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Formats one optional field: "%s" stands for its value; nothing when the field is absent. */
function field(body: Body, name: string, template: string): string {
	const value = str(body[name]);
	return value === undefined ? '' : template.replace('%s', value);
}

function join(...parts: Array<string | undefined>): string {
	return parts.filter((part) => part !== undefined && part.trim() !== '').join(' ');
}
