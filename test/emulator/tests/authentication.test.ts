import { createHash, randomBytes } from 'node:crypto';

import vectors from '../../oauth1/oauth1-vectors.json';
import { startEmulator, type Emulator, type EmulatorOptions } from '..';
import { formPairs, oauth1Signature } from '../auth';
import { seedToken as seedTokenOf, signedFetch, type SignOptions, type Token } from './signedFetch';

/**
 * The local platform emulator, driven over real HTTP with requests signed by the oauth-1.0a
 * package directly (never by the package under test): its signature oracle against the
 * published vectors, the checks of OAuth 1.0a, the OAuth flow's states and transitions, the
 * app-only and PKCE tokens, the request log, faults, and the ads prefixes.
 */
let emulator: Emulator;
const start = async (options: EmulatorOptions = {}) => {
	emulator = await startEmulator({ bearerTokenMinIntervalMs: 0, ...options });
};
beforeEach(async () => await start());
afterEach(async () => await emulator.close());

const seedToken = () => seedTokenOf(emulator);
const me = (token: Token = seedToken()) =>
	signedFetch(emulator, 'GET', `${emulator.coreBaseUrl}/2/users/me`, { token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (id: string, secret: string) => ({
	authorization:
		'Basic ' +
		Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64'),
});
const appBasic = () => basic(emulator.seed.consumerKey, emulator.seed.consumerSecret);
const formValues = async (response: Response) =>
	Object.fromEntries(new URLSearchParams(await response.text()));
const COULD_NOT_AUTHENTICATE = { errors: [{ code: 32, message: 'Could not authenticate you.' }] };
const INVALID_TOKEN = { errors: [{ code: 89, message: 'Invalid or expired token.' }] };

describe('the signature oracle (oauth-1.0a as the emulator calls it)', () => {
	it.each(vectors.x_docs_vectors.map((vector) => [vector.name, vector] as const))(
		'reproduces %s from the raw request',
		(_name, vector) => {
			const { oauth_signature_method: _m, ...rest } = vector.oauth_params;
			const result = oauth1Signature({
				method: vector.method,
				baseUrl: vector.url,
				parameters: [...formPairs(vector.raw_request.query), ...formPairs(vector.raw_request.body)],
				protocol: { ...rest, oauth_signature_method: vector.signature_method },
				consumerSecret: vector.consumer_secret,
				tokenSecret: vector.token_secret,
			});
			expect(result.baseString).toBe(vector.signature_base_string);
			expect(result.signature).toBe(vector.expected_signature);
		},
	);

	it.each(vectors.rfc5849_vectors.map((vector) => [vector.name, vector] as const))(
		'reproduces %s',
		(_name, vector) => {
			const entries = Object.entries(vector.params);
			const result = oauth1Signature({
				method: vector.method,
				baseUrl: vector.url,
				parameters: entries.filter(([name]) => !name.startsWith('oauth_')),
				protocol: Object.fromEntries(entries.filter(([name]) => name.startsWith('oauth_'))),
				consumerSecret: vector.consumer_secret,
				tokenSecret: vector.token_secret,
			});
			expect(result.baseString).toBe(vector.signature_base_string);
			expect(result.signature).toBe(vector.expected_signature);
		},
	);

	it('builds the RFC 5849 section 3.4.1.1 base string: repeated names, empty values, + in a form body', () => {
		const result = oauth1Signature({
			method: 'POST',
			baseUrl: 'http://example.com/request',
			parameters: [...formPairs('b5=%3D%253D&a3=a&c%40=&a2=r%20b'), ...formPairs('c2&a3=2+q')],
			protocol: {
				oauth_consumer_key: '9djdj82h48djs9d2',
				oauth_token: 'kkk9d7dh3k39sjv7',
				oauth_signature_method: 'HMAC-SHA1',
				oauth_timestamp: '137131201',
				oauth_nonce: '7d8f3e4a',
			},
			consumerSecret: 'unused',
			tokenSecret: '',
		});
		expect(result.baseString).toBe(
			vectors.rfc5849_s3_4_1_1_base_string_example.expected_base_string,
		);
	});
});

describe('OAuth 1.0a user context', () => {
	it('accepts a correctly signed request and answers the authenticated user', async () => {
		const response = await me();
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			data: { id: emulator.seed.userId, name: 'Emulator User', username: emulator.seed.screenName },
		});
		expect(emulator.log[0]).toMatchObject({
			auth: {
				scheme: 'oauth1',
				ok: true,
				userId: emulator.seed.userId,
				token: emulator.seed.accessToken,
			},
			status: 200,
		});
	});

	it('signs repeated query names and empty values the way the platform does', async () => {
		const response = await signedFetch(
			emulator,
			'GET',
			`${emulator.coreBaseUrl}/2/users/me?user.fields=verified&b=2&b=1&empty=&x=a%20b+c`,
			{ token: seedToken() },
		);
		// The signature holds (a bad one is a 401); then the parameters the endpoint does not take
		// are refused, as the platform refuses them.
		expect(response.status).toBe(400);
		expect(emulator.log[0].auth).toMatchObject({ scheme: 'oauth1', ok: true });
		expect(emulator.log[0].query).toEqual({
			'user.fields': 'verified',
			b: ['2', '1'],
			empty: '',
			x: 'a b c',
		});
	});

	it.each([
		['a wrong consumer secret', () => ({ token: seedToken(), consumerSecret: 'wrong' })],
		[
			'a wrong token secret',
			() => ({ token: { key: emulator.seed.accessToken, secret: 'wrong' } }),
		],
		['an unknown token', () => ({ token: { key: 'unknown', secret: 'x' } })],
		['an unknown consumer key', () => ({ token: seedToken(), consumerKey: 'someone-else' })],
		[
			'a timestamp ten minutes old',
			() => ({ token: seedToken(), timestamp: Math.floor(Date.now() / 1000) - 600 }),
		],
		['no token (user context needed)', () => ({})],
	])('rejects %s with 401 code 32', async (_name, options) => {
		const response = await signedFetch(
			emulator,
			'GET',
			`${emulator.coreBaseUrl}/2/users/me`,
			options(),
		);
		expect(response.status).toBe(401);
		expect(await response.json()).toEqual(COULD_NOT_AUTHENTICATE);
		expect(emulator.log[0]).toMatchObject({ status: 401, auth: { scheme: 'oauth1', ok: false } });
	});

	it('rejects a nonce this consumer used before, even with another timestamp', async () => {
		const now = Math.floor(Date.now() / 1000);
		const first = await signedFetch(emulator, 'GET', `${emulator.coreBaseUrl}/2/users/me`, {
			token: seedToken(),
			nonce: 'same-nonce',
			timestamp: now,
		});
		const second = await signedFetch(emulator, 'GET', `${emulator.coreBaseUrl}/2/users/me`, {
			token: seedToken(),
			nonce: 'same-nonce',
			timestamp: now - 1,
		});
		expect([first.status, second.status]).toEqual([200, 401]);
		expect(await second.json()).toEqual(COULD_NOT_AUTHENTICATE);
	});

	it('refuses no credentials with 401 and an app-only bearer token on a user endpoint with 403 problem+json', async () => {
		expect((await fetch(`${emulator.coreBaseUrl}/2/users/me`)).status).toBe(401);
		const response = await fetch(`${emulator.coreBaseUrl}/2/users/me`, {
			headers: bearer(emulator.seed.appBearerToken),
		});
		expect(response.status).toBe(403);
		expect(response.headers.get('content-type')).toContain('application/problem+json');
		expect(await response.json()).toMatchObject({
			type: 'https://api.platform.example/2/problems/unsupported-authentication',
			status: 403,
		});
	});
});

describe('OAuth 1.0a three-legged flow', () => {
	const requestToken = async (options: SignOptions) => {
		const response = await signedFetch(
			emulator,
			'POST',
			`${emulator.coreBaseUrl}/oauth/request_token`,
			options,
		);
		return {
			status: response.status,
			contentType: response.headers.get('content-type'),
			text: await response.text(),
		};
	};
	const issue = async (callback: string) =>
		Object.fromEntries(
			new URLSearchParams((await requestToken({ oauth: { oauth_callback: callback } })).text),
		);
	const exchange = (requestTokenValue: Token, values: Record<string, string>) =>
		signedFetch(emulator, 'POST', `${emulator.coreBaseUrl}/oauth/access_token`, {
			token: requestTokenValue,
			form: values,
		});

	it('request_token needs oauth_callback in the header, is signed by the consumer alone, and signs its form body', async () => {
		const missing = await requestToken({});
		expect(missing.status).toBe(401);
		expect(JSON.parse(missing.text)).toMatchObject({
			errors: [{ code: 32, message: expect.stringContaining('oauth_callback') }],
		});
		expect(
			(await requestToken({ oauth: { oauth_callback: 'oob' }, token: seedToken() })).status,
		).toBe(401);
		expect(
			(
				await requestToken({
					oauth: { oauth_callback: 'oob' },
					form: { x_auth_access_type: 'sometimes' },
				})
			).status,
		).toBe(400);

		const issued = await requestToken({
			oauth: { oauth_callback: 'https://n8n.example/cb' },
			form: { x_auth_access_type: 'read' },
		});
		expect(issued.status).toBe(200);
		expect(issued.contentType).toContain('application/x-www-form-urlencoded');
		expect(Object.fromEntries(new URLSearchParams(issued.text))).toEqual({
			oauth_token: expect.any(String),
			oauth_token_secret: expect.any(String),
			oauth_callback_confirmed: 'true',
		});
		// A JSON body is never part of the signature.
		expect(
			(await requestToken({ oauth: { oauth_callback: 'oob' }, json: { ignored: true } })).status,
		).toBe(200);
	});

	it('authorize redirects with the verifier; access_token needs it, issues a new working token, and consumes the request token', async () => {
		const issued = await issue('https://n8n.example/callback?state=a%2Bb');
		const requestTokenValue = { key: issued.oauth_token, secret: issued.oauth_token_secret };

		const page = await fetch(
			`${emulator.coreBaseUrl}/oauth/authorize?oauth_token=${issued.oauth_token}`,
			{ redirect: 'manual' },
		);
		expect(page.status).toBe(302);
		const location = page.headers.get('location')!;
		expect(location.startsWith('https://n8n.example/callback?state=a%2Bb&oauth_token=')).toBe(true);
		const verifier = new URL(location).searchParams.get('oauth_verifier')!;
		expect(new URL(location).searchParams.get('oauth_token')).toBe(issued.oauth_token);

		const withoutVerifier = await exchange(requestTokenValue, { oauth_token: issued.oauth_token });
		expect(withoutVerifier.status).toBe(401);
		expect(await withoutVerifier.json()).toMatchObject({
			errors: [{ code: 32, message: expect.stringContaining('oauth_verifier') }],
		});
		const wrongSecret = await exchange(
			{ ...requestTokenValue, secret: 'wrong' },
			{ oauth_token: issued.oauth_token, oauth_verifier: verifier },
		);
		expect(wrongSecret.status).toBe(401);

		const granted = await exchange(requestTokenValue, {
			oauth_token: issued.oauth_token,
			oauth_verifier: verifier,
		});
		expect(granted.status).toBe(200);
		const access = await formValues(granted);
		expect(access).toEqual({
			oauth_token: expect.any(String),
			oauth_token_secret: expect.any(String),
			user_id: emulator.seed.userId,
			screen_name: emulator.seed.screenName,
		});
		expect(access.oauth_token).not.toBe(emulator.seed.accessToken);
		expect((await me({ key: access.oauth_token, secret: access.oauth_token_secret })).status).toBe(
			200,
		);

		const again = await exchange(requestTokenValue, {
			oauth_token: issued.oauth_token,
			oauth_verifier: verifier,
		});
		expect(again.status).toBe(401);
	});

	it('accepts the verifier in the header, and the unsigned exchange n8n sends', async () => {
		const signed = await issue('https://n8n.example/cb');
		const location = (
			await fetch(`${emulator.coreBaseUrl}/oauth/authorize?oauth_token=${signed.oauth_token}`, {
				redirect: 'manual',
			})
		).headers.get('location')!;
		const inHeader = await signedFetch(
			emulator,
			'POST',
			`${emulator.coreBaseUrl}/oauth/access_token`,
			{
				token: { key: signed.oauth_token, secret: signed.oauth_token_secret },
				oauth: { oauth_verifier: new URL(location).searchParams.get('oauth_verifier')! },
			},
		);
		expect(inHeader.status).toBe(200);

		const unsigned = await issue('https://n8n.example/cb');
		const redirect = new URL(
			(
				await fetch(
					`${emulator.coreBaseUrl}/oauth/authenticate?oauth_token=${unsigned.oauth_token}`,
					{ redirect: 'manual' },
				)
			).headers.get('location')!,
		);
		const response = await fetch(
			`${emulator.coreBaseUrl}/oauth/access_token?${redirect.searchParams}`,
			{ method: 'POST' },
		);
		expect(response.status).toBe(200);
	});

	it('records force_login and screen_name of the authenticate page', async () => {
		const issued = await issue('https://n8n.example/cb');
		await fetch(
			`${emulator.coreBaseUrl}/oauth/authenticate?oauth_token=${issued.oauth_token}&force_login=true&screen_name=someone`,
			{ redirect: 'manual' },
		);
		expect(emulator.state.lastAuthorization).toMatchObject({
			page: 'authenticate',
			force_login: 'true',
			screen_name: 'someone',
		});
		expect(emulator.log.at(-1)).toMatchObject({
			path: '/oauth/authenticate',
			query: { force_login: 'true' },
			status: 302,
		});
		expect(
			(
				await fetch(`${emulator.coreBaseUrl}/oauth/authorize?oauth_token=never-issued`, {
					redirect: 'manual',
				})
			).status,
		).toBe(401);
	});

	it('shows a PIN page for oob, and the PIN is the verifier', async () => {
		const issued = await issue('oob');
		const page = await fetch(
			`${emulator.coreBaseUrl}/oauth/authorize?oauth_token=${issued.oauth_token}`,
		);
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toContain('text/html');
		const pin = /<code>(\d+)<\/code>/.exec(await page.text())![1];
		const granted = await exchange(
			{ key: issued.oauth_token, secret: issued.oauth_token_secret },
			{ oauth_token: issued.oauth_token, oauth_verifier: pin },
		);
		expect(granted.status).toBe(200);
	});

	it('invalidate_token ends an access token (then 401 code 89); signing in again yields a different token', async () => {
		const invalidated = await signedFetch(
			emulator,
			'POST',
			`${emulator.coreBaseUrl}/1.1/oauth/invalidate_token`,
			{ token: seedToken() },
		);
		expect(invalidated.status).toBe(200);
		expect(await invalidated.json()).toEqual({ access_token: emulator.seed.accessToken });
		const reused = await me();
		expect(reused.status).toBe(401);
		expect(await reused.json()).toEqual(INVALID_TOKEN);
		expect(
			(
				await signedFetch(
					emulator,
					'POST',
					`${emulator.coreBaseUrl}/1.1/oauth/invalidate_token.json`,
					{ token: seedToken() },
				)
			).status,
		).toBe(401);

		const issued = await issue('https://n8n.example/cb');
		const location = (
			await fetch(`${emulator.coreBaseUrl}/oauth/authorize?oauth_token=${issued.oauth_token}`, {
				redirect: 'manual',
			})
		).headers.get('location')!;
		const access = await formValues(
			await exchange(
				{ key: issued.oauth_token, secret: issued.oauth_token_secret },
				{
					oauth_token: issued.oauth_token,
					oauth_verifier: new URL(location).searchParams.get('oauth_verifier')!,
				},
			),
		);
		expect(access.oauth_token).not.toBe(emulator.seed.accessToken);
		expect((await me({ key: access.oauth_token, secret: access.oauth_token_secret })).status).toBe(
			200,
		);
	});
});

describe('OAuth 2.0 app-only bearer token', () => {
	const appToken = (
		headers: Record<string, string> = appBasic(),
		body = 'grant_type=client_credentials',
	) =>
		fetch(`${emulator.coreBaseUrl}/oauth2/token`, {
			method: 'POST',
			headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
			body,
		});
	const webhooks = (token: string) =>
		fetch(`${emulator.coreBaseUrl}/2/webhooks`, { headers: bearer(token) });

	it('returns the one outstanding token, the same each time', async () => {
		const bodies = [await (await appToken()).json(), await (await appToken()).json()];
		expect(bodies).toEqual([
			{ token_type: 'bearer', access_token: emulator.seed.appBearerToken },
			{ token_type: 'bearer', access_token: emulator.seed.appBearerToken },
		]);
		const listed = await webhooks(emulator.seed.appBearerToken);
		expect(await listed.json()).toEqual({ data: [], meta: { result_count: 0 } });
		expect(emulator.log.at(-1)?.auth).toMatchObject({
			scheme: 'bearer',
			ok: true,
			token: emulator.seed.appBearerToken,
		});
	});

	it('answers 403 code 99 to a caller asking more often than the interval', async () => {
		await emulator.close();
		await start({ bearerTokenMinIntervalMs: 60_000 });
		expect((await appToken()).status).toBe(200);
		const tooSoon = await appToken();
		expect(tooSoon.status).toBe(403);
		expect(await tooSoon.json()).toEqual({
			errors: [
				{
					code: 99,
					label: 'authenticity_token_error',
					message: 'Unable to verify your credentials',
				},
			],
		});
	});

	it('invalidate_token ends the token: the old one gets 401 code 89, the next one differs', async () => {
		const revoked = await fetch(
			`${emulator.coreBaseUrl}/oauth2/invalidate_token?access_token=${emulator.seed.appBearerToken}`,
			{ method: 'POST', headers: appBasic() },
		);
		expect(revoked.status).toBe(200);
		expect(await revoked.json()).toEqual({ access_token: emulator.seed.appBearerToken });
		const old = await webhooks(emulator.seed.appBearerToken);
		expect(old.status).toBe(401);
		expect(await old.json()).toEqual(INVALID_TOKEN);

		const renewed = (await (await appToken()).json()) as { access_token: string };
		expect(renewed.access_token).not.toBe(emulator.seed.appBearerToken);
		expect((await webhooks(renewed.access_token)).status).toBe(200);
	});

	it('requires grant_type=client_credentials and the right API key and secret', async () => {
		const wrongGrant = await appToken(appBasic(), 'grant_type=password');
		expect(wrongGrant.status).toBe(400);
		expect(await wrongGrant.json()).toMatchObject({ errors: [{ code: 170 }] });
		expect((await appToken(basic(emulator.seed.consumerKey, 'nope'))).status).toBe(403);
		expect((await appToken({})).status).toBe(403);
	});
});

describe('OAuth 2.0 user sign-in with PKCE', () => {
	const redirectUri = 'http://127.0.0.1:5678/rest/oauth2-credential/callback';
	const verifier = randomBytes(32).toString('base64url');

	async function authorizationCode(): Promise<string> {
		const authorize = new URL(`${emulator.coreBaseUrl}/i/oauth2/authorize`);
		authorize.search = new URLSearchParams({
			response_type: 'code',
			client_id: emulator.seed.oauth2ClientId,
			redirect_uri: redirectUri,
			scope: 'users.read offline.access',
			state: 'xyz',
			code_challenge: createHash('sha256').update(verifier).digest('base64url'),
			code_challenge_method: 'S256',
		}).toString();
		const approval = await fetch(authorize, { redirect: 'manual' });
		expect(approval.status).toBe(302);
		const location = new URL(approval.headers.get('location')!);
		expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
		expect(location.searchParams.get('state')).toBe('xyz');
		return location.searchParams.get('code')!;
	}
	const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
		fetch(`${emulator.coreBaseUrl}/2/oauth2/token`, {
			method: 'POST',
			headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(form),
		});

	it('exchanges the code with the right verifier only, for a user token that refreshes', async () => {
		const code = await authorizationCode();
		const exchange = (codeVerifier: string) =>
			token({
				grant_type: 'authorization_code',
				code,
				redirect_uri: redirectUri,
				code_verifier: codeVerifier,
				client_id: emulator.seed.oauth2ClientId,
			});
		const wrong = await exchange('not-the-verifier');
		expect(wrong.status).toBe(400);
		expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

		const granted = await exchange(verifier);
		const tokens = (await granted.json()) as Record<string, unknown>;
		expect(tokens).toEqual({
			token_type: 'bearer',
			access_token: expect.any(String),
			refresh_token: expect.any(String),
			expires_in: 7200,
			scope: 'users.read offline.access',
		});
		const user = await fetch(`${emulator.coreBaseUrl}/2/users/me`, {
			headers: bearer(String(tokens.access_token)),
		});
		expect(await user.json()).toMatchObject({ data: { id: emulator.seed.userId } });
		expect(emulator.log.at(-1)?.auth).toMatchObject({
			scheme: 'bearer',
			ok: true,
			userId: emulator.seed.userId,
		});
		expect((await exchange(verifier)).status).toBe(400);

		const refreshed = (await (
			await token({
				grant_type: 'refresh_token',
				refresh_token: String(tokens.refresh_token),
				client_id: emulator.seed.oauth2ClientId,
			})
		).json()) as Record<string, string>;
		expect(refreshed.access_token).not.toBe(tokens.access_token);
		expect(
			(
				await fetch(`${emulator.coreBaseUrl}/2/users/me`, {
					headers: bearer(refreshed.access_token),
				})
			).status,
		).toBe(200);
		expect(
			(
				await token({
					grant_type: 'refresh_token',
					refresh_token: String(tokens.refresh_token),
					client_id: emulator.seed.oauth2ClientId,
				})
			).status,
		).toBe(400);
	});

	it('authenticates a confidential client with Basic, and refuses a wrong client secret', async () => {
		const form = {
			grant_type: 'authorization_code',
			code: await authorizationCode(),
			redirect_uri: redirectUri,
			code_verifier: verifier,
		};
		expect((await token(form, basic(emulator.seed.oauth2ClientId, 'wrong'))).status).toBe(401);
		expect(
			(await token(form, basic(emulator.seed.oauth2ClientId, emulator.seed.oauth2ClientSecret)))
				.status,
		).toBe(200);
	});
});

describe('request log and faults', () => {
	it('logs method, full path, query, headers, raw and parsed body, auth, status and answer', async () => {
		await fetch(`${emulator.adsBaseUrl}/12/nothing?a=1&a=2`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"name":"x"}',
		});
		await fetch(`${emulator.coreBaseUrl}/oauth2/token?z=1`, {
			method: 'POST',
			headers: { ...appBasic(), 'content-type': 'application/x-www-form-urlencoded' },
			body: 'grant_type=client_credentials',
		});
		expect(emulator.log).toEqual([
			expect.objectContaining({
				method: 'POST',
				path: '/ads/12/nothing',
				api: 'ads',
				query: { a: ['1', '2'] },
				rawBody: '{"name":"x"}',
				body: { name: 'x' },
				headers: expect.objectContaining({ 'content-type': 'application/json' }),
				status: 404,
				responseBody: expect.objectContaining({
					errors: [expect.objectContaining({ code: 'ROUTE_NOT_FOUND' })],
				}),
			}),
			expect.objectContaining({
				method: 'POST',
				path: '/oauth2/token',
				api: 'core',
				query: { z: '1' },
				body: { grant_type: 'client_credentials' },
				auth: { scheme: 'basic', ok: true },
				status: 200,
				responseBody: { token_type: 'bearer', access_token: emulator.seed.appBearerToken },
			}),
		]);
		emulator.clearLog();
		expect(emulator.log).toEqual([]);
	});

	it('serves a fault the given number of times (once by default), then behaves normally', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 503,
			headers: { 'retry-after': '1' },
			body: { title: 'Service Unavailable' },
		});
		const faulted = await me();
		expect([faulted.status, faulted.headers.get('retry-after'), await faulted.json()]).toEqual([
			503,
			'1',
			{ title: 'Service Unavailable' },
		]);
		expect((await me()).status).toBe(200);

		emulator.injectFault({
			method: 'GET',
			path: '/ads(-sandbox)?/12/.*',
			status: 429,
			times: 2,
			headers: { 'x-rate-limit-reset': '0' },
		});
		const statuses = [];
		for (const base of [emulator.adsBaseUrl, emulator.adsSandboxBaseUrl, emulator.adsBaseUrl]) {
			statuses.push(
				(await signedFetch(emulator, 'GET', `${base}/12/accounts`, { token: seedToken() })).status,
			);
		}
		expect(statuses).toEqual([429, 429, 200]);
		expect(emulator.log.map((entry) => entry.status)).toEqual([503, 200, 429, 429, 200]);
	});
});

describe('ads interface prefixes and unknown routes', () => {
	it('serves /12/accounts under /ads and /ads-sandbox with OAuth 1.0a, in the ads envelope', async () => {
		const production = await signedFetch(
			emulator,
			'GET',
			`${emulator.adsBaseUrl}/12/accounts?count=1`,
			{ token: seedToken() },
		);
		expect(production.status).toBe(200);
		expect(await production.json()).toEqual({
			data: [expect.objectContaining({ id: '18ce54d4x5t' })],
			request: { params: { count: '1' } },
			next_cursor: expect.any(String),
		});
		const sandbox = await signedFetch(
			emulator,
			'GET',
			`${emulator.adsSandboxBaseUrl}/12/accounts`,
			{ token: seedToken() },
		);
		expect(((await sandbox.json()) as { data: unknown[] }).data).toHaveLength(2);
		expect(emulator.log.map(({ api, path }) => [api, path])).toEqual([
			['ads', '/ads/12/accounts'],
			['ads-sandbox', '/ads-sandbox/12/accounts'],
		]);
		// The core host has no /12/ paths.
		expect(
			(
				await signedFetch(emulator, 'GET', `${emulator.coreBaseUrl}/12/accounts`, {
					token: seedToken(),
				})
			).status,
		).toBe(404);
	});

	it('answers the ads error body: UNAUTHORIZED_ACCESS for a bearer token, INVALID_PARAMETER for count out of 1..1000', async () => {
		const withBearer = await fetch(`${emulator.adsBaseUrl}/12/accounts`, {
			headers: bearer(emulator.seed.appBearerToken),
		});
		expect(withBearer.status).toBe(401);
		expect(await withBearer.json()).toMatchObject({
			errors: [{ code: 'UNAUTHORIZED_ACCESS' }],
			request: { params: {} },
		});
		for (const count of ['0', '1001', 'ten']) {
			const response = await signedFetch(
				emulator,
				'GET',
				`${emulator.adsBaseUrl}/12/accounts?count=${count}`,
				{ token: seedToken() },
			);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({
				errors: [
					{
						code: 'INVALID_PARAMETER',
						message: expect.any(String),
						parameter: 'count',
						details: expect.any(String),
						value: count,
					},
				],
				request: { params: { count } },
			});
		}
	});

	it('answers unknown routes with 404 in each interface’s error shape', async () => {
		const core = await fetch(`${emulator.coreBaseUrl}/2/nothing`);
		expect(core.status).toBe(404);
		expect(core.headers.get('content-type')).toContain('application/problem+json');
		expect(await core.json()).toMatchObject({
			type: 'about:blank',
			title: 'Not Found',
			status: 404,
		});
		const ads = await fetch(`${emulator.adsSandboxBaseUrl}/12/nothing`);
		expect([ads.status, await ads.json()]).toEqual([
			404,
			expect.objectContaining({ errors: [expect.objectContaining({ code: 'ROUTE_NOT_FOUND' })] }),
		]);
	});
});
