import { randomInt } from 'node:crypto';

import { codeError, notAuthenticated } from '../errors';
import { formReply, htmlReply, redirectWith } from '../replies';
import { newToken } from '../state';
import type { Reply, Route, RouteContext } from '../types';

/**
 * OAuth 1.0a three-legged flow and token invalidation. The authorize and authenticate pages approve
 * at once as the seeded user, so tests and n8n's Connect button complete without a browser.
 */

/** A parameter from the query, a form body or the OAuth header, in that order. */
function parameter(context: RouteContext, name: string): string | undefined {
	const fromQuery = context.query[name];
	if (typeof fromQuery === 'string') return fromQuery;
	const fromBody = (context.body as Record<string, unknown> | undefined)?.[name];
	if (typeof fromBody === 'string') return fromBody;
	return context.auth.oauthParams?.[name];
}

function requestToken(context: RouteContext): Reply {
	// Only the header counts: the platform wants oauth_callback among the protocol parameters.
	const callback = context.auth.oauthParams?.oauth_callback;
	if (!callback)
		return notAuthenticated(
			'oauth_callback is missing: send a callback URL or oob in the OAuth header',
		);
	if (callback !== 'oob' && !URL.canParse(callback))
		return codeError(401, 415, 'Callback URL not approved for this client application.');
	const accessType = parameter(context, 'x_auth_access_type');
	if (accessType !== undefined && !['read', 'write'].includes(accessType)) {
		return codeError(400, 38, 'x_auth_access_type must be read or write');
	}
	const token = newToken('request');
	const secret = newToken('request-secret');
	context.state.requestTokens.set(token, { secret, callback, accessType, consumed: false });
	return formReply({
		oauth_token: token,
		oauth_token_secret: secret,
		oauth_callback_confirmed: 'true',
	});
}

/** authorize and authenticate: approve as the seeded user and send the verifier back. */
function approve(context: RouteContext): Reply {
	const token = parameter(context, 'oauth_token') ?? '';
	const stored = context.state.requestTokens.get(token);
	if (!stored || stored.consumed) return codeError(401, 89, 'Invalid or expired request token.');
	context.state.lastAuthorization = {
		page: context.path.endsWith('authenticate') ? 'authenticate' : 'authorize',
		...Object.fromEntries(
			Object.entries(context.query).map(([name, value]) => [name, String(value)]),
		),
	};
	if (stored.callback === 'oob') {
		// Out of band: the user types a PIN into the application instead of being redirected.
		stored.verifier = String(randomInt(1_000_000, 10_000_000));
		return htmlReply(
			`<p>Enter this PIN in the application: PIN: <code>${stored.verifier}</code></p>`,
		);
	}
	stored.verifier = newToken('verifier');
	return redirectWith(stored.callback, { oauth_token: token, oauth_verifier: stored.verifier });
}

/**
 * Exchanges an approved request token for a new access token. n8n's OAuth1 controller sends
 * this step unsigned (oauth_token and oauth_verifier as parameters), which the platform
 * accepts; a signed request must be signed with the request token's secret.
 */
function accessToken(context: RouteContext): Reply {
	const { auth, state } = context;
	const token = parameter(context, 'oauth_token') ?? '';
	const verifier = parameter(context, 'oauth_verifier');
	const stored = state.requestTokens.get(token);
	if (auth.scheme === 'oauth1' && (!auth.ok || auth.token !== token)) return notAuthenticated();
	if (!stored || stored.consumed)
		return notAuthenticated('oauth_token is not an issued request token');
	if (!verifier) return notAuthenticated('oauth_verifier is missing');
	if (verifier !== stored.verifier) return notAuthenticated('oauth_verifier does not match');
	stored.consumed = true;
	const { userId, screenName } = state.seed;
	const access = `${userId}-${newToken('access')}`;
	const secret = newToken('access-secret');
	state.accessTokens.set(access, { secret, userId, screenName, valid: true });
	return formReply({
		oauth_token: access,
		oauth_token_secret: secret,
		user_id: userId,
		screen_name: screenName,
	});
}

function invalidateToken(context: RouteContext): Reply {
	const token = context.auth.token!;
	context.state.accessTokens.get(token)!.valid = false;
	return { body: { access_token: token } };
}

export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/oauth/request_token',
		auth: 'oauth1-consumer',
		handler: requestToken,
	},
	{ api: 'core', method: 'GET', path: '/oauth/authorize', auth: 'none', handler: approve },
	{ api: 'core', method: 'GET', path: '/oauth/authenticate', auth: 'none', handler: approve },
	{ api: 'core', method: 'POST', path: '/oauth/access_token', auth: 'none', handler: accessToken },
	{
		api: 'core',
		method: 'POST',
		path: '/1.1/oauth/invalidate_token',
		auth: 'oauth1-user',
		handler: invalidateToken,
	},
	{
		api: 'core',
		method: 'POST',
		path: '/1.1/oauth/invalidate_token.json',
		auth: 'oauth1-user',
		handler: invalidateToken,
	},
];
