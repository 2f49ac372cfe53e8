import { createHash } from 'node:crypto';

import { codeError } from '../errors';
import { newToken } from '../state';
import type { Reply, Route, RouteContext } from '../types';

/**
 * OAuth 2.0: the app-only bearer token (one per app, the same until invalidated, 403 code 99
 * when asked too often) and the user sign-in with PKCE, whose authorize page approves at once.
 */
const field = (context: RouteContext, name: string): string | undefined => {
	const value = (context.body as Record<string, unknown> | undefined)?.[name] ?? context.query[name];
	return typeof value === 'string' ? value : undefined;
};

function appToken(context: RouteContext): Reply {
	const { state } = context;
	if (field(context, 'grant_type') !== 'client_credentials') {
		return codeError(400, 170, 'Missing or invalid required parameter: grant_type must be client_credentials');
	}
	const now = Date.now();
	if (now - state.lastBearerTokenRequestMs < state.bearerTokenMinIntervalMs) {
		return codeError(403, 99, 'Unable to verify your credentials', { label: 'authenticity_token_error' });
	}
	state.lastBearerTokenRequestMs = now;
	state.appBearerToken ??= newToken('app-bearer');
	return { body: { token_type: 'bearer', access_token: state.appBearerToken } };
}

function invalidateAppToken(context: RouteContext): Reply {
	const token = field(context, 'access_token');
	if (!token || token !== context.state.appBearerToken) {
		return codeError(400, 348, 'Client application is not permitted to invalidate this token.');
	}
	context.state.invalidatedBearerTokens.add(token);
	context.state.appBearerToken = undefined;
	return { body: { access_token: token } };
}

function authorize(context: RouteContext): Reply {
	const clientId = field(context, 'client_id');
	const redirectUri = field(context, 'redirect_uri');
	const challenge = field(context, 'code_challenge');
	const method = field(context, 'code_challenge_method') ?? 'plain';
	if (field(context, 'response_type') !== 'code' || clientId !== context.state.seed.oauth2ClientId || !redirectUri || !challenge) {
		return { status: 400, body: { error: 'invalid_request', error_description: 'response_type, client_id, redirect_uri and code_challenge are required' } };
	}
	if (method !== 'S256' && method !== 'plain') return { status: 400, body: { error: 'invalid_request' } };
	const code = newToken('code');
	context.state.authorizationCodes.set(code, { clientId, redirectUri, challenge, method, scope: field(context, 'scope') ?? '' });
	const target = new URL(redirectUri);
	target.searchParams.set('code', code);
	const stateParameter = field(context, 'state');
	if (stateParameter !== undefined) target.searchParams.set('state', stateParameter);
	return { status: 302, headers: { location: target.toString() }, text: '' };
}

/** The client id, from Basic auth (confidential client) or the body (public client). */
function clientOf(context: RouteContext): string | undefined {
	const basic = /^Basic\s+(.+)$/i.exec(context.headers.authorization ?? '');
	if (basic) {
		const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
		return secret === context.state.seed.oauth2ClientSecret ? id : undefined;
	}
	return field(context, 'client_id');
}

function userToken(context: RouteContext): Reply {
	const { state } = context;
	const clientId = clientOf(context);
	if (clientId !== state.seed.oauth2ClientId) return { status: 401, body: { error: 'invalid_client' } };
	const grant = field(context, 'grant_type');
	let scope = '';
	if (grant === 'authorization_code') {
		const code = state.authorizationCodes.get(field(context, 'code') ?? '');
		const verifier = field(context, 'code_verifier') ?? '';
		const computed = code?.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
		if (!code || code.redirectUri !== field(context, 'redirect_uri') || computed !== code.challenge) {
			return { status: 400, body: { error: 'invalid_grant', error_description: 'code, redirect_uri or code_verifier is wrong' } };
		}
		state.authorizationCodes.delete(field(context, 'code')!);
		scope = code.scope;
	} else if (grant === 'refresh_token') {
		const refresh = field(context, 'refresh_token') ?? '';
		if (!state.refreshTokens.has(refresh)) return { status: 400, body: { error: 'invalid_grant' } };
		scope = state.refreshTokens.get(refresh)!;
		state.refreshTokens.delete(refresh);
	} else {
		return { status: 400, body: { error: 'unsupported_grant_type' } };
	}
	const accessToken = newToken('user-bearer');
	const refreshToken = newToken('refresh');
	state.userBearerTokens.set(accessToken, { userId: state.seed.userId, valid: true });
	state.refreshTokens.set(refreshToken, scope);
	return { body: { token_type: 'bearer', access_token: accessToken, refresh_token: refreshToken, expires_in: 7200, scope } };
}

export const routes: Route[] = [
	{ api: 'core', method: 'POST', path: '/oauth2/token', auth: 'basic-app', handler: appToken },
	{ api: 'core', method: 'POST', path: '/oauth2/invalidate_token', auth: 'basic-app', handler: invalidateAppToken },
	{ api: 'core', method: 'GET', path: '/i/oauth2/authorize', auth: 'none', handler: authorize },
	{ api: 'core', method: 'POST', path: '/2/oauth2/token', auth: 'none', handler: userToken },
];
