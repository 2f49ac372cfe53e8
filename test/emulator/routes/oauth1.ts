import { parseOAuthHeader } from '../auth';
import { codeError, notAuthenticated } from '../errors';
import { newToken } from '../state';
import type { Reply, Route, RouteContext } from '../types';

/**
 * OAuth 1.0a three-legged flow and token invalidation (spec document 1, "States and
 * transitions"). The authorize and authenticate pages approve at once as the seeded user, so
 * tests and n8n's Connect button complete without a browser.
 */
const formReply = (values: Record<string, string>): Reply => ({
	headers: { 'content-type': 'application/x-www-form-urlencoded' },
	text: new URLSearchParams(values).toString(),
});

/** A parameter from the query, a form body or the OAuth header, in that order. */
function parameter(context: RouteContext, name: string): string | undefined {
	const fromQuery = context.query[name];
	if (typeof fromQuery === 'string') return fromQuery;
	const fromBody = (context.body as Record<string, unknown> | undefined)?.[name];
	if (typeof fromBody === 'string') return fromBody;
	return parseOAuthHeader(context.headers.authorization)?.[name];
}

function requestToken(context: RouteContext): Reply {
	const callback = context.auth.oauthParams?.oauth_callback;
	if (!callback) return notAuthenticated('oauth_callback is required (a URL or oob)');
	const accessType = parameter(context, 'x_auth_access_type');
	if (accessType !== undefined && !['read', 'write'].includes(accessType)) {
		return codeError(400, 38, 'x_auth_access_type must be read or write');
	}
	const token = newToken('request');
	const secret = newToken('request-secret');
	context.state.requestTokens.set(token, { secret, callback, accessType, consumed: false });
	return formReply({ oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
}

function approve(context: RouteContext): Reply {
	const token = parameter(context, 'oauth_token') ?? '';
	const stored = context.state.requestTokens.get(token);
	if (!stored || stored.consumed) return codeError(401, 89, 'Invalid or expired request token.');
	context.state.lastAuthorization = {
		page: context.path.endsWith('authenticate') ? 'authenticate' : 'authorize',
		...Object.fromEntries(Object.entries(context.query).map(([k, v]) => [k, String(v)])),
	};
	stored.verifier = newToken('verifier');
	if (stored.callback === 'oob') {
		return { headers: { 'content-type': 'text/html' }, text: `<p>PIN: <code>${stored.verifier}</code></p>` };
	}
	const target = new URL(stored.callback);
	target.searchParams.set('oauth_token', token);
	target.searchParams.set('oauth_verifier', stored.verifier);
	return { status: 302, headers: { location: target.toString() }, text: '' };
}

function accessToken(context: RouteContext): Reply {
	const token = parameter(context, 'oauth_token') ?? '';
	const verifier = parameter(context, 'oauth_verifier');
	const stored = context.state.requestTokens.get(token);
	if (!stored || stored.consumed) return notAuthenticated('oauth_token is not an issued request token');
	if (!verifier || verifier !== stored.verifier) return notAuthenticated('oauth_verifier is missing or wrong');
	stored.consumed = true;
	const { userId, screenName } = context.state.seed;
	const access = `${userId}-${newToken('access')}`;
	const secret = newToken('access-secret');
	context.state.accessTokens.set(access, { secret, userId, screenName, valid: true });
	return formReply({ oauth_token: access, oauth_token_secret: secret, user_id: userId, screen_name: screenName });
}

function invalidateToken(context: RouteContext): Reply {
	const token = context.auth.token!;
	context.state.accessTokens.get(token)!.valid = false;
	return { body: { access_token: token } };
}

/**
 * access_token is left unchecked by the server's auth step: n8n's OAuth1 controller sends it
 * unsigned, with oauth_token and oauth_verifier as form fields, which the platform accepts.
 */
export const routes: Route[] = [
	{ api: 'core', method: 'POST', path: '/oauth/request_token', auth: 'oauth1-consumer', handler: requestToken },
	{ api: 'core', method: 'GET', path: '/oauth/authorize', auth: 'none', handler: approve },
	{ api: 'core', method: 'GET', path: '/oauth/authenticate', auth: 'none', handler: approve },
	{ api: 'core', method: 'POST', path: '/oauth/access_token', auth: 'none', handler: accessToken },
	{ api: 'core', method: 'POST', path: '/1.1/oauth/invalidate_token', auth: 'oauth1-user', handler: invalidateToken },
	{ api: 'core', method: 'POST', path: '/1.1/oauth/invalidate_token.json', auth: 'oauth1-user', handler: invalidateToken },
];
