import OAuth from 'oauth-1.0a';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ICredentialType, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformAppOnlyApi } from '../credentials/PlatformAppOnlyApi.credentials';
import { PlatformBearerTokenApi } from '../credentials/PlatformBearerTokenApi.credentials';
import { PlatformOAuth1Api } from '../credentials/PlatformOAuth1Api.credentials';
import { PlatformOAuth1SignInApi } from '../credentials/PlatformOAuth1SignInApi.credentials';
import { PlatformOAuth2Api } from '../credentials/PlatformOAuth2Api.credentials';
import { appBasicAuthorization } from '../nodes/shared/appOnlyToken';
import { platformRequest } from '../nodes/shared/transport/platformRequest';
import { startEmulator, type Emulator } from './emulator';
import { emulatorCredentials } from './helpers/credentials';
import { credentialData, resolveExpression } from './helpers/expressions';
import { fakeContext } from './helpers/fakeContext';
import { authenticateLikeN8n, sendLikeN8n } from './helpers/n8nLikeHttp';

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({ bearerTokenMinIntervalMs: 0 });
});
afterAll(async () => await emulator.close());
beforeEach(() => emulator.clearLog());

/** The credential's `test` request with its expressions resolved, as n8n builds it. */
function testRequest(
	credential: ICredentialType,
	data: Record<string, unknown>,
): IHttpRequestOptions {
	const request = credential.test!.request;
	return {
		method: request.method ?? 'GET',
		url: String(resolveExpression(request.url ?? '', data)),
		baseURL: request.baseURL ? String(resolveExpression(request.baseURL, data)) : undefined,
	};
}

/** The OAuth1 keys credential's test request, signed, with the seeded keys and `overrides`. */
async function oauth1KeysTestRequest(
	overrides: Record<string, string>,
): Promise<IHttpRequestOptions> {
	const credential = new PlatformOAuth1Api();
	const data = credentialData(credential.properties, {
		...emulatorCredentials(emulator).platformOAuth1Api,
		...overrides,
	});
	return await authenticateLikeN8n(credential, data, testRequest(credential, data));
}

const lastRequest = () => emulator.log[emulator.log.length - 1];

describe('credential test requests against the emulator', () => {
	it('OAuth1 keys: signs the test request (GET /2/users/me)', async () => {
		const response = await sendLikeN8n(await oauth1KeysTestRequest({}));
		expect(response.statusCode).toBe(200);
		expect(lastRequest()).toMatchObject({
			method: 'GET',
			path: '/2/users/me',
			auth: { scheme: 'oauth1', ok: true },
		});
	});

	it('OAuth1 keys: the emulator rejects the same request signed with a wrong secret', async () => {
		await expect(
			sendLikeN8n(await oauth1KeysTestRequest({ consumerSecret: 'not-the-consumer-secret' })),
		).rejects.toMatchObject({ response: { status: 401 } });
	});

	it('Bearer token: sends the pasted token (GET /2/webhooks)', async () => {
		const credential = new PlatformBearerTokenApi();
		const data = credentialData(
			credential.properties,
			emulatorCredentials(emulator).platformBearerTokenApi,
		);
		const response = await sendLikeN8n(
			await authenticateLikeN8n(credential, data, testRequest(credential, data)),
		);
		expect(response.statusCode).toBe(200);
		expect(lastRequest()).toMatchObject({
			path: '/2/webhooks',
			auth: { scheme: 'bearer', ok: true },
		});
	});

	it('App-only: gets the bearer once, reuses it, and asks again only after it is rejected', async () => {
		const credential = new PlatformAppOnlyApi();
		const data = credentialData(
			credential.properties,
			emulatorCredentials(emulator).platformAppOnlyApi,
		);
		const context = fakeContext(credential, data);
		const callTest = async () =>
			await platformRequest.call(context, 'platformAppOnlyApi', testRequest(credential, data));
		const tokenRequests = () => emulator.log.filter((entry) => entry.path === '/oauth2/token');

		await callTest();
		await callTest();
		await callTest();
		expect(tokenRequests()).toHaveLength(1);
		expect(tokenRequests()[0]).toMatchObject({
			method: 'POST',
			auth: { scheme: 'basic', ok: true },
		});
		expect(tokenRequests()[0].rawBody).toBe('grant_type=client_credentials');
		const firstToken = data.accessToken;

		// Invalidate the app's token behind the credential's back: the next call gets 401 once.
		await sendLikeN8n({
			method: 'POST',
			url: `${emulator.coreBaseUrl}/oauth2/invalidate_token`,
			qs: { access_token: String(firstToken) },
			headers: {
				Authorization: appBasicAuthorization(
					emulator.seed.consumerKey,
					emulator.seed.consumerSecret,
				),
			},
		});
		await callTest();
		expect(tokenRequests()).toHaveLength(2);
		expect(data.accessToken).not.toBe(firstToken);
		// The rejected token is seen twice: once by the transport, which keeps failed answers whole,
		// and once by n8n, which renews the token only for a 401 it sees itself.
		expect(
			emulator.log.filter((entry) => entry.path === '/2/webhooks').map((entry) => entry.status),
		).toEqual([200, 200, 200, 401, 401, 200]);
	});

	it('OAuth1 sign-in: the three-legged flow as n8n runs it, then the test request', async () => {
		const credential = new PlatformOAuth1SignInApi();
		const data = credentialData(credential.properties, {
			consumerKey: emulator.seed.consumerKey,
			consumerSecret: emulator.seed.consumerSecret,
			baseUrl: emulator.coreBaseUrl,
			authEndpoint: 'authorize',
			accessType: 'read',
		});
		expect(data.requestTokenUrl).toBe(
			`${emulator.coreBaseUrl}/oauth/request_token?x_auth_access_type=read`,
		);
		expect(data.authUrl).toBe(`${emulator.coreBaseUrl}/oauth/authorize`);

		// Step 1, as n8n's OAuth1 controller does it: oauth-1.0a, oauth_callback in the header.
		const oauth = new OAuth({
			consumer: { key: String(data.consumerKey), secret: String(data.consumerSecret) },
			signature_method: 'HMAC-SHA1',
			hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
		});
		const callback = 'http://127.0.0.1:5678/rest/oauth1-credential/callback?state=abc';
		const requestTokenOptions = {
			method: 'POST',
			url: String(data.requestTokenUrl),
			data: { oauth_callback: callback },
		};
		const step1 = await fetch(requestTokenOptions.url, {
			method: 'POST',
			headers: { ...oauth.toHeader(oauth.authorize(requestTokenOptions)) },
		});
		const requestToken = Object.fromEntries(new URLSearchParams(await step1.text()));
		expect(requestToken.oauth_callback_confirmed).toBe('true');

		// Step 2: the authorize page redirects back with the verifier.
		const step2 = await fetch(`${data.authUrl}?oauth_token=${requestToken.oauth_token}`, {
			redirect: 'manual',
		});
		expect(step2.status).toBe(302);
		const redirect = new URL(step2.headers.get('location')!);
		expect(redirect.searchParams.get('state')).toBe('abc');

		// Step 3: access_token, unsigned form, as n8n sends it.
		const step3 = await fetch(String(data.accessTokenUrl), {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({
				oauth_token: redirect.searchParams.get('oauth_token')!,
				oauth_verifier: redirect.searchParams.get('oauth_verifier')!,
			}),
		});
		const tokenData = Object.fromEntries(new URLSearchParams(await step3.text()));
		expect(tokenData).toMatchObject({
			user_id: emulator.seed.userId,
			screen_name: emulator.seed.screenName,
		});

		// The test request, signed as n8n's OAuth1 helper signs it (the URL it is given, qs as data).
		const request = testRequest(credential, data);
		expect(request.baseURL).toBeUndefined();
		const signed = oauth.toHeader(
			oauth.authorize(
				{ url: request.url, method: 'GET', data: {} },
				{ key: tokenData.oauth_token, secret: tokenData.oauth_token_secret },
			),
		);
		const response = await sendLikeN8n({ ...request, headers: { ...signed } });
		expect(response.statusCode).toBe(200);
		expect(lastRequest()).toMatchObject({
			path: '/2/users/me',
			auth: { scheme: 'oauth1', ok: true },
		});
	});

	it('OAuth2 sign-in with PKCE: authorization code flow, then the test request', async () => {
		const credential = new PlatformOAuth2Api();
		const data = credentialData(credential.properties, {
			clientId: emulator.seed.oauth2ClientId,
			clientSecret: emulator.seed.oauth2ClientSecret,
			baseUrl: emulator.coreBaseUrl,
		});
		expect(data.authUrl).toBe(`${emulator.coreBaseUrl}/i/oauth2/authorize`);
		expect(data.accessTokenUrl).toBe(`${emulator.coreBaseUrl}/2/oauth2/token`);
		expect(credentialData(credential.properties, { baseUrl: 'https://api.x.com' }).authUrl).toBe(
			'https://x.com/i/oauth2/authorize',
		);

		const verifier = randomBytes(32).toString('base64url');
		const challenge = createHash('sha256').update(verifier).digest('base64url');
		const redirectUri = 'http://127.0.0.1:5678/rest/oauth2-credential/callback';
		const authorize = new URL(String(data.authUrl));
		Object.entries({
			response_type: 'code',
			client_id: String(data.clientId),
			redirect_uri: redirectUri,
			scope: String(data.scope),
			state: 'xyz',
			code_challenge: challenge,
			code_challenge_method: 'S256',
		}).forEach(([name, value]) => authorize.searchParams.set(name, value));
		const approval = await fetch(authorize, { redirect: 'manual' });
		const code = new URL(approval.headers.get('location')!).searchParams.get('code')!;

		const token = await fetch(String(data.accessTokenUrl), {
			method: 'POST',
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				authorization:
					'Basic ' + Buffer.from(`${data.clientId}:${data.clientSecret}`).toString('base64'),
			},
			body: new URLSearchParams({
				grant_type: 'authorization_code',
				code,
				redirect_uri: redirectUri,
				code_verifier: verifier,
			}),
		});
		const { access_token: accessToken } = (await token.json()) as { access_token: string };

		const response = await sendLikeN8n({
			...testRequest(credential, data),
			headers: { Authorization: `Bearer ${accessToken}` },
		});
		expect(response.statusCode).toBe(200);
		expect(response.body).toMatchObject({ data: { id: emulator.seed.userId } });
	});
});

describe('credential dialogs', () => {
	// n8n's dialog does not resolve `$self` in a visible field: it shows the raw expression in red.
	it.each([
		new PlatformOAuth1Api(),
		new PlatformOAuth1SignInApi(),
		new PlatformOAuth2Api(),
		new PlatformBearerTokenApi(),
		new PlatformAppOnlyApi(),
	])('$displayName: every field derived by an expression is hidden', (credential) => {
		const visibleExpressions = credential.properties
			.filter((property) => String(property.default).startsWith('='))
			.filter((property) => property.type !== 'hidden')
			.map((property) => property.name);
		expect(visibleExpressions).toEqual([]);
	});
});
