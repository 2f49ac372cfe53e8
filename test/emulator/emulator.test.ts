import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';

import { startEmulator, type Emulator } from './index';

/**
 * The emulator itself, driven with requests signed by the oauth-1.0a package directly (not by
 * the package under test): the OAuth state table of spec document 1, signature checks, the
 * request log, faults and the ads prefixes.
 */
let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator({ bearerTokenMinIntervalMs: 60_000 });
});
afterEach(async () => await emulator.close());

const oauthClient = (secret = emulator.seed.consumerSecret) =>
	new OAuth({
		consumer: { key: emulator.seed.consumerKey, secret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});

async function signedFetch(
	method: string,
	url: string,
	token?: { key: string; secret: string },
	options: { consumerSecret?: string; data?: Record<string, string>; nonce?: string } = {},
) {
	const client = oauthClient(options.consumerSecret);
	if (options.nonce) client.getNonce = () => options.nonce!;
	const header = client.toHeader(client.authorize({ url, method, data: options.data ?? {} }, token));
	return await fetch(url, { method, headers: { ...header } });
}

const seedToken = () => ({ key: emulator.seed.accessToken, secret: emulator.seed.accessTokenSecret });
const basic = () => 'Basic ' + Buffer.from(`${emulator.seed.consumerKey}:${emulator.seed.consumerSecret}`).toString('base64');
const appToken = async () =>
	await fetch(`${emulator.url}/oauth2/token`, {
		method: 'POST',
		headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
		body: 'grant_type=client_credentials',
	});

describe('OAuth 1.0a user context', () => {
	it('accepts a correctly signed request, with a query, and logs it', async () => {
		const response = await signedFetch('GET', `${emulator.url}/2/users/me?user.fields=created_at,verified`, seedToken());
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			data: { id: emulator.seed.userId, name: 'Emulator User', username: 'emulator_user', created_at: '2020-01-01T00:00:00.000Z', verified: false },
		});
		expect(emulator.log[0]).toMatchObject({
			method: 'GET', path: '/2/users/me', api: 'core', query: { 'user.fields': 'created_at,verified' },
			auth: { scheme: 'oauth1', ok: true, userId: emulator.seed.userId }, status: 200,
		});
	});

	it.each([
		['a wrong consumer secret', { consumerSecret: 'wrong' }, seedToken],
		['a wrong token secret', {}, () => ({ key: emulator.seed.accessToken, secret: 'wrong' })],
		['an unknown token', {}, () => ({ key: 'unknown', secret: 'x' })],
	])('rejects %s with 401 code 32', async (_name, options, token) => {
		const response = await signedFetch('GET', `${emulator.url}/2/users/me`, token(), options);
		expect(response.status).toBe(401);
		expect(await response.json()).toEqual({ errors: [{ code: 32, message: 'Could not authenticate you.' }] });
	});

	it('rejects a reused nonce', async () => {
		const first = await signedFetch('GET', `${emulator.url}/2/users/me`, seedToken(), { nonce: 'same-nonce' });
		const second = await signedFetch('GET', `${emulator.url}/2/users/me`, seedToken(), { nonce: 'same-nonce' });
		expect([first.status, second.status]).toEqual([200, 401]);
	});

	it('rejects an unauthenticated request and an app bearer token on a user endpoint', async () => {
		expect((await fetch(`${emulator.url}/2/users/me`)).status).toBe(401);
		const response = await fetch(`${emulator.url}/2/users/me`, { headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` } });
		expect(response.status).toBe(403);
		expect(response.headers.get('content-type')).toContain('application/problem+json');
		expect(((await response.json()) as { type: string }).type).toMatch(/\/2\/problems\/unsupported-authentication$/);
	});
});

describe('OAuth 1.0a three-legged flow and invalidation', () => {
	const requestToken = async (data: Record<string, string>) => {
		const response = await signedFetch('POST', `${emulator.url}/oauth/request_token`, undefined, { data });
		return { status: response.status, values: Object.fromEntries(new URLSearchParams(await response.text())) };
	};

	it('requires oauth_callback on request_token', async () => {
		expect((await requestToken({})).status).toBe(401);
	});

	it('issues tokens only with the verifier, then invalidates them', async () => {
		const issued = await requestToken({ oauth_callback: 'https://n8n.example/callback?state=s' });
		expect(issued.values.oauth_callback_confirmed).toBe('true');

		const page = await fetch(`${emulator.url}/oauth/authenticate?oauth_token=${issued.values.oauth_token}&force_login=true`, { redirect: 'manual' });
		expect(page.status).toBe(302);
		const callback = new URL(page.headers.get('location')!);
		expect(callback.searchParams.get('state')).toBe('s');
		expect(emulator.state.lastAuthorization).toMatchObject({ page: 'authenticate', force_login: 'true' });

		const exchange = (form: Record<string, string>) =>
			fetch(`${emulator.url}/oauth/access_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
		expect((await exchange({ oauth_token: issued.values.oauth_token })).status).toBe(401);
		const granted = await exchange({ oauth_token: issued.values.oauth_token, oauth_verifier: callback.searchParams.get('oauth_verifier')! });
		const access = Object.fromEntries(new URLSearchParams(await granted.text()));
		expect(access).toMatchObject({ user_id: emulator.seed.userId, screen_name: emulator.seed.screenName });
		const token = { key: access.oauth_token, secret: access.oauth_token_secret };
		expect((await signedFetch('GET', `${emulator.url}/2/users/me`, token)).status).toBe(200);

		const invalidated = await signedFetch('POST', `${emulator.url}/1.1/oauth/invalidate_token.json`, token);
		expect(await invalidated.json()).toEqual({ access_token: access.oauth_token });
		const reused = await signedFetch('GET', `${emulator.url}/2/users/me`, token);
		expect(reused.status).toBe(401);
		expect(await reused.json()).toEqual({ errors: [{ code: 89, message: 'Invalid or expired token.' }] });

		// Signing in again yields a different token; the request token cannot be reused.
		expect((await exchange({ oauth_token: issued.values.oauth_token, oauth_verifier: 'x' })).status).toBe(401);
		const again = await requestToken({ oauth_callback: 'oob' });
		const pin = await fetch(`${emulator.url}/oauth/authorize?oauth_token=${again.values.oauth_token}`);
		const verifier = /PIN: <code>([^<]+)</.exec(await pin.text())![1];
		const second = Object.fromEntries(new URLSearchParams(await (await exchange({ oauth_token: again.values.oauth_token, oauth_verifier: verifier })).text()));
		expect(second.oauth_token).not.toBe(access.oauth_token);
	});
});

describe('OAuth 2.0 app-only bearer token', () => {
	it('keeps one token per app, refuses callers that ask too often, and replaces it after invalidation', async () => {
		const first = await appToken();
		expect(await first.json()).toEqual({ token_type: 'bearer', access_token: emulator.seed.appBearerToken });
		const tooSoon = await appToken();
		expect(tooSoon.status).toBe(403);
		expect(await tooSoon.json()).toMatchObject({ errors: [{ code: 99, label: 'authenticity_token_error' }] });

		emulator.state.lastBearerTokenRequestMs = 0;
		expect(await (await appToken()).json()).toMatchObject({ access_token: emulator.seed.appBearerToken });

		const revoked = await fetch(`${emulator.url}/oauth2/invalidate_token?access_token=${emulator.seed.appBearerToken}`, { method: 'POST', headers: { authorization: basic() } });
		expect(await revoked.json()).toEqual({ access_token: emulator.seed.appBearerToken });
		const old = await fetch(`${emulator.url}/2/webhooks`, { headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` } });
		expect(old.status).toBe(401);

		emulator.state.lastBearerTokenRequestMs = 0;
		const renewed = (await (await appToken()).json()) as { access_token: string };
		expect(renewed.access_token).not.toBe(emulator.seed.appBearerToken);
		const works = await fetch(`${emulator.url}/2/webhooks`, { headers: { authorization: `Bearer ${renewed.access_token}` } });
		expect(await works.json()).toEqual({ data: [], meta: { result_count: 0 } });
	});

	it('requires grant_type=client_credentials and the right key and secret', async () => {
		const wrongGrant = await fetch(`${emulator.url}/oauth2/token`, { method: 'POST', headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password' });
		expect(wrongGrant.status).toBe(400);
		const wrongSecret = await fetch(`${emulator.url}/oauth2/token`, {
			method: 'POST',
			headers: { authorization: 'Basic ' + Buffer.from(`${emulator.seed.consumerKey}:nope`).toString('base64'), 'content-type': 'application/x-www-form-urlencoded' },
			body: 'grant_type=client_credentials',
		});
		expect(wrongSecret.status).toBe(403);
	});
});

describe('OAuth 2.0 PKCE', () => {
	it('refuses a wrong code verifier', async () => {
		const authorize = new URL(`${emulator.url}/i/oauth2/authorize`);
		Object.entries({ response_type: 'code', client_id: emulator.seed.oauth2ClientId, redirect_uri: 'http://cb.example/', state: 's', code_challenge: 'challenge', code_challenge_method: 'plain' })
			.forEach(([k, v]) => authorize.searchParams.set(k, v));
		const code = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
		const token = (verifier: string) =>
			fetch(`${emulator.url}/2/oauth2/token`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: 'http://cb.example/', code_verifier: verifier, client_id: emulator.seed.oauth2ClientId }),
			});
		expect((await token('not-the-challenge')).status).toBe(400);
		const granted = (await (await token('challenge')).json()) as { access_token: string; refresh_token: string };
		const me = await fetch(`${emulator.url}/2/users/me`, { headers: { authorization: `Bearer ${granted.access_token}` } });
		expect(((await me.json()) as { data: { id: string } }).data.id).toBe(emulator.seed.userId);
	});
});

describe('ads prefixes, faults and unknown routes', () => {
	it('serves the ads interface under /ads and /ads-sandbox, OAuth 1.0a only', async () => {
		const production = await signedFetch('GET', `${emulator.adsBaseUrl}/12/accounts?count=1`, seedToken(), { data: {} });
		expect(production.status).toBe(200);
		expect(await production.json()).toMatchObject({ data: [{ id: '18ce54d4x5t' }], request: { params: { count: '1' } }, next_cursor: null });
		const sandbox = await signedFetch('GET', `${emulator.adsSandboxBaseUrl}/12/accounts`, seedToken());
		expect(sandbox.status).toBe(200);
		expect(emulator.log.map((entry) => entry.api)).toEqual(['ads', 'ads-sandbox']);
		const bearer = await fetch(`${emulator.adsBaseUrl}/12/accounts`, { headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` } });
		expect(await bearer.json()).toMatchObject({ errors: [{ code: 'UNAUTHORIZED_ACCESS' }] });
		const tooMany = await signedFetch('GET', `${emulator.adsBaseUrl}/12/accounts?count=5000`, seedToken());
		expect(await tooMany.json()).toMatchObject({ errors: [{ code: 'INVALID_PARAMETER', parameter: 'count', value: '5000' }] });
	});

	it('serves an injected fault the given number of times, then behaves normally', async () => {
		emulator.injectFault({ path: '/2/users/me', status: 503, times: 2, headers: { 'x-rate-limit-reset': '1' } });
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await signedFetch('GET', `${emulator.url}/2/users/me`, seedToken())).status);
		expect(statuses).toEqual([503, 503, 200]);
	});

	it('answers unknown routes with 404 in the error shape of each interface', async () => {
		expect(await (await fetch(`${emulator.url}/2/nothing`)).json()).toMatchObject({ type: 'about:blank', status: 404 });
		expect(await (await fetch(`${emulator.adsBaseUrl}/12/nothing`)).json()).toMatchObject({ errors: [{ code: 'ROUTE_NOT_FOUND' }] });
	});
});
