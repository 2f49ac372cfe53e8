import { basicAuth, bearerAuth, verifyOAuth1, type SignedRequest } from './auth';
import { adsError, codeError, invalidToken, notAuthenticated, problem } from './errors';
import type { EmulatorState } from './state';
import type { Api, AuthRequirement, AuthResult, Reply } from './types';

export interface AuthOutcome {
	auth: AuthResult;
	/** The answer to send instead of running the route, when the caller is refused. */
	refusal?: Reply;
}

const unsupported = (detail: string) =>
	problem(403, 'unsupported-authentication', 'Unsupported Authentication', detail);

const NEEDS_APP_TOKEN = 'This endpoint needs an app-only bearer token.';
const NEEDS_USER = 'This endpoint needs user context (OAuth 1.0a or OAuth 2.0 user token).';

/** Checks the caller against a route's requirement, as the platform would. */
export function authenticate(
	requirement: AuthRequirement,
	request: SignedRequest,
	state: EmulatorState,
	api: Api,
): AuthOutcome {
	const outcome = check(requirement, request, state);
	if (outcome.refusal && api !== 'core') {
		// The ads interface answers with its own error body.
		outcome.refusal = adsError(
			outcome.refusal.status ?? 401,
			'UNAUTHORIZED_ACCESS',
			'This request is not properly authenticated',
		);
	}
	return outcome;
}

function check(
	requirement: AuthRequirement,
	request: SignedRequest,
	state: EmulatorState,
): AuthOutcome {
	const header = request.headers.authorization ?? '';
	switch (requirement) {
		case 'none':
			return { auth: identify(request, state) };
		case 'basic-app': {
			const auth = basicAuth(request.headers, [appKeys(state)]) ?? { scheme: 'none', ok: false };
			// The platform answers wrong or missing API keys on oauth2/token with 403, code 99.
			const refusal = auth.ok
				? undefined
				: codeError(403, 99, 'Unable to verify your credentials', {
						label: 'authenticity_token_error',
					});
			return { auth, refusal };
		}
		case 'oauth1-consumer': {
			const result = verifyOAuth1(request, state, (token) =>
				token === undefined ? '' : undefined,
			);
			const auth: AuthResult = { scheme: 'oauth1', ok: result.ok, oauthParams: result.params };
			return { auth, refusal: result.ok ? undefined : notAuthenticated() };
		}
	}
	if (/^OAuth\s/i.test(header)) return checkUserOAuth1(requirement, request, state);
	if (/^Bearer\s/i.test(header)) return checkBearer(requirement, request, state);
	return {
		auth: { scheme: /^Basic\s/i.test(header) ? 'basic' : 'none', ok: false },
		refusal: problem(401, 'about:blank', 'Unauthorized', 'Unauthorized'),
	};
}

const appKeys = (state: EmulatorState) => ({
	id: state.seed.consumerKey,
	secret: state.seed.consumerSecret,
});

/** OAuth 1.0a with an access token; an invalidated one is told apart (code 89) from a bad signature (code 32). */
function checkUserOAuth1(
	requirement: AuthRequirement,
	request: SignedRequest,
	state: EmulatorState,
): AuthOutcome {
	const result = verifyOAuth1(request, state, (token) =>
		token ? state.accessTokens.get(token)?.secret : undefined,
	);
	const token = result.params?.oauth_token;
	const stored = token ? state.accessTokens.get(token) : undefined;
	const auth: AuthResult = {
		scheme: 'oauth1',
		ok: false,
		token,
		userId: stored?.userId,
		oauthParams: result.params,
	};
	if (!result.ok) return { auth, refusal: notAuthenticated() };
	if (!stored?.valid) return { auth, refusal: invalidToken() };
	if (requirement === 'app') return { auth, refusal: unsupported(NEEDS_APP_TOKEN) };
	return { auth: { ...auth, ok: true } };
}

function checkBearer(
	requirement: AuthRequirement,
	request: SignedRequest,
	state: EmulatorState,
): AuthOutcome {
	const auth = bearerAuth(request.headers, state)!;
	if (!auth.ok) return { auth, refusal: invalidToken() };
	const refuse = (refusal: Reply) => ({ auth: { ...auth, ok: false }, refusal });
	const appContext = auth.userId === undefined;
	if (requirement === 'oauth1-user') return refuse(notAuthenticated());
	if (requirement === 'user' && appContext) return refuse(unsupported(NEEDS_USER));
	if (requirement === 'app' && !appContext) return refuse(unsupported(NEEDS_APP_TOKEN));
	return { auth };
}

/**
 * What a request on an open route ('none') proves, for the handler and the log: an OAuth 1.0a
 * header is verified with the secret of its token (access or request token, or none), a bearer
 * or Basic header is looked up.
 */
function identify(request: SignedRequest, state: EmulatorState): AuthResult {
	const header = request.headers.authorization ?? '';
	if (/^OAuth\s/i.test(header)) {
		const result = verifyOAuth1(request, state, (token) =>
			token === undefined
				? ''
				: (state.accessTokens.get(token)?.secret ?? state.requestTokens.get(token)?.secret),
		);
		const token = result.params?.oauth_token;
		const access = token ? state.accessTokens.get(token) : undefined;
		return {
			scheme: 'oauth1',
			ok: result.ok && access?.valid !== false,
			token,
			userId: access?.userId,
			oauthParams: result.params,
		};
	}
	const oauth2Client = { id: state.seed.oauth2ClientId, secret: state.seed.oauth2ClientSecret };
	return (
		bearerAuth(request.headers, state) ??
		basicAuth(request.headers, [appKeys(state), oauth2Client]) ?? { scheme: 'none', ok: true }
	);
}
