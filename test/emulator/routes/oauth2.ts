import { createHash } from 'node:crypto';

import { parseBasic } from '../auth';
import { codeError } from '../errors';
import { redirectWith } from '../replies';
import { newToken } from '../state';
import type { Reply, Route, RouteContext } from '../types';

/**
 * OAuth 2.0: the app-only bearer token (one per app, the same until invalidated, 403 code 99
 * when asked too often) and the user sign-in with PKCE, whose authorize page approves at once.
 */

/** The error body of RFC 6749 section 5.2, which the OAuth 2.0 user endpoints use. */
const oauth2Error = (status: number, error: string, description: string): Reply => ({
	status,
	body: { error, error_description: description },
});

/** A parameter from a form body, else from the query. */
const field = (context: RouteContext, name: string): string | undefined => {
	const value =
		(context.body as Record<string, unknown> | undefined)?.[name] ?? context.query[name];
	return typeof value === 'string' ? value : undefined;
};

function appToken(context: RouteContext): Reply {
	const { state } = context;
	if (field(context, 'grant_type') !== 'client_credentials') {
		return codeError(
			400,
			170,
			'Missing or invalid required parameter: grant_type must be client_credentials',
		);
	}
	const now = Date.now();
	if (now - state.lastBearerTokenRequestMs < state.bearerTokenMinIntervalMs) {
		return codeError(403, 99, 'Unable to verify your credentials', {
			label: 'authenticity_token_error',
		});
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
	context.state.appBearerToken = undefined;
	return { body: { access_token: token } };
}

function authorize(context: RouteContext): Reply {
	const clientId = field(context, 'client_id');
	const redirectUri = field(context, 'redirect_uri');
	const challenge = field(context, 'code_challenge');
	const method = field(context, 'code_challenge_method') ?? 'plain';
	const complete =
		field(context, 'response_type') === 'code' &&
		clientId === context.state.seed.oauth2ClientId &&
		!!redirectUri &&
		URL.canParse(redirectUri) &&
		!!challenge;
	if (!complete)
		return oauth2Error(
			400,
			'invalid_request',
			'response_type=code, client_id, redirect_uri and code_challenge are required',
		);
	if (method !== 'S256' && method !== 'plain')
		return oauth2Error(400, 'invalid_request', 'code_challenge_method must be S256 or plain');
	const code = newToken('code');
	context.state.authorizationCodes.set(code, {
		clientId,
		redirectUri,
		challenge,
		method,
		scope: field(context, 'scope') ?? '',
	});
	const stateParameter = field(context, 'state');
	return redirectWith(
		redirectUri,
		stateParameter === undefined ? { code } : { code, state: stateParameter },
	);
}

/** The client id, from Basic auth (confidential client, secret checked) or the body (public client). */
function clientOf(context: RouteContext): string | undefined {
	if (/^Basic\s/i.test(context.headers.authorization ?? '')) {
		const basic = parseBasic(context.headers);
		return basic?.secret === context.state.seed.oauth2ClientSecret ? basic.id : undefined;
	}
	return field(context, 'client_id');
}

function userToken(context: RouteContext): Reply {
	const { state } = context;
	const clientId = clientOf(context);
	if (clientId !== state.seed.oauth2ClientId)
		return oauth2Error(401, 'invalid_client', 'unknown client or wrong client secret');
	const grant = field(context, 'grant_type');
	let scope = '';
	if (grant === 'authorization_code') {
		const code = state.authorizationCodes.get(field(context, 'code') ?? '');
		const verifier = field(context, 'code_verifier') ?? '';
		const computed =
			code?.method === 'S256'
				? createHash('sha256').update(verifier).digest('base64url')
				: verifier;
		if (
			!code ||
			code.clientId !== clientId ||
			code.redirectUri !== field(context, 'redirect_uri') ||
			computed !== code.challenge
		) {
			return oauth2Error(400, 'invalid_grant', 'code, redirect_uri or code_verifier is wrong');
		}
		state.authorizationCodes.delete(field(context, 'code')!);
		scope = code.scope;
	} else if (grant === 'refresh_token') {
		const refresh = field(context, 'refresh_token') ?? '';
		if (!state.refreshTokens.has(refresh))
			return oauth2Error(400, 'invalid_grant', 'refresh_token is not valid');
		scope = state.refreshTokens.get(refresh)!;
		state.refreshTokens.delete(refresh);
	} else {
		return oauth2Error(
			400,
			'unsupported_grant_type',
			'grant_type must be authorization_code or refresh_token',
		);
	}
	const accessToken = newToken('user-bearer');
	const refreshToken = newToken('refresh');
	state.userBearerTokens.set(accessToken, { userId: state.seed.userId, valid: true });
	state.refreshTokens.set(refreshToken, scope);
	return {
		body: {
			token_type: 'bearer',
			access_token: accessToken,
			refresh_token: refreshToken,
			expires_in: 7200,
			scope,
		},
	};
}

export const routes: Route[] = [
	{ api: 'core', method: 'POST', path: '/oauth2/token', auth: 'basic-app', handler: appToken },
	{
		api: 'core',
		method: 'POST',
		path: '/oauth2/invalidate_token',
		auth: 'basic-app',
		handler: invalidateAppToken,
	},
	{ api: 'core', method: 'GET', path: '/i/oauth2/authorize', auth: 'none', handler: authorize },
	{ api: 'core', method: 'POST', path: '/2/oauth2/token', auth: 'none', handler: userToken },
];
