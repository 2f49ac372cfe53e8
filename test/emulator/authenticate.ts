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
		outcome.refusal = adsError(outcome.refusal.status ?? 401, 'UNAUTHORIZED_ACCESS', 'This request is not properly authenticated');
	}
	return outcome;
}

function check(requirement: AuthRequirement, request: SignedRequest, state: EmulatorState): AuthOutcome {
	const header = request.headers.authorization ?? '';
	if (requirement === 'none') {
		return { auth: { scheme: 'none', ok: true } };
	}
	if (requirement === 'basic-app') {
		const auth = basicAuth(request.headers, state) ?? { scheme: 'none', ok: false };
		const refusal = auth.ok ? undefined : codeError(403, 99, 'Unable to verify your credentials', { label: 'authenticity_token_error' });
		return { auth, refusal };
	}
	if (requirement === 'oauth1-consumer') {
		const result = verifyOAuth1(request, state, (token) => (token ? undefined : ''));
		const auth: AuthResult = { scheme: 'oauth1', ok: result.ok, oauthParams: result.params };
		return { auth, refusal: result.ok ? undefined : notAuthenticated() };
	}
	if (/^OAuth\s/i.test(header)) return checkUserOAuth1(requirement, request, state);
	if (/^Bearer\s/i.test(header)) return checkBearer(requirement, request, state);
	return {
		auth: { scheme: 'none', ok: false },
		refusal: problem(401, 'about:blank', 'Unauthorized', 'Unauthorized'),
	};
}

function checkUserOAuth1(requirement: AuthRequirement, request: SignedRequest, state: EmulatorState): AuthOutcome {
	const result = verifyOAuth1(request, state, (token) => (token ? state.accessTokens.get(token)?.secret : undefined));
	const token = result.params?.oauth_token;
	const stored = token ? state.accessTokens.get(token) : undefined;
	const auth: AuthResult = { scheme: 'oauth1', ok: false, token, userId: stored?.userId, oauthParams: result.params };
	if (!result.ok) return { auth, refusal: notAuthenticated() };
	if (!stored?.valid) return { auth, refusal: invalidToken() };
	if (requirement === 'app') return { auth, refusal: unsupported('This endpoint needs an app-only bearer token.') };
	return { auth: { ...auth, ok: true } };
}

function checkBearer(requirement: AuthRequirement, request: SignedRequest, state: EmulatorState): AuthOutcome {
	const auth = bearerAuth(request.headers, state)!;
	if (!auth.ok) return { auth, refusal: invalidToken() };
	const appContext = auth.userId === undefined;
	if (requirement === 'oauth1-user') return { auth: { ...auth, ok: false }, refusal: notAuthenticated() };
	if (requirement === 'user' && appContext) {
		return { auth: { ...auth, ok: false }, refusal: unsupported('This endpoint needs user context (OAuth 1.0a or OAuth 2.0 user token).') };
	}
	if (requirement === 'app' && !appContext) {
		return { auth: { ...auth, ok: false }, refusal: unsupported('This endpoint needs an app-only bearer token.') };
	}
	return { auth };
}
