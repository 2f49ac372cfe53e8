import { emulatorCredentials } from '../helpers/credentials';
import { nodeHarness } from '../helpers/nodeHarness';

// Each test invalidates a token, so each gets an emulator of its own.
const core = nodeHarness('core', {
	emulator: { bearerTokenMinIntervalMs: 0 },
	emulatorPerTest: true,
});
const { emulator } = core;

const run = (
	operation: string,
	authentication: string,
	extra: Record<string, unknown> = {},
	continueOnFail = false,
) => core.run({ authentication, resource: 'token', operation, ...extra }, { continueOnFail });

/** The App-Only credential as n8n stores it after its first token: the seeded app's token in it. */
const withStoredAppToken = () => ({
	platformAppOnlyApi: {
		...emulatorCredentials(emulator()).platformAppOnlyApi,
		accessToken: emulator().seed.appBearerToken,
	},
});

/** The output as text: no token or secret of the seeded app may appear in it. */
function expectNoSecrets(value: unknown) {
	const text = JSON.stringify(value);
	const { accessToken, accessTokenSecret, appBearerToken, consumerSecret } = emulator().seed;
	for (const secret of [accessToken, accessTokenSecret, appBearerToken, consumerSecret])
		expect(text).not.toContain(secret);
}

test('Invalidate Access Token sends POST /1.1/oauth/invalidate_token signed with the token, and never outputs it', async () => {
	const { items, error } = await run('invalidateAccessToken', 'oAuth1');
	expect(error).toBeUndefined();
	expect(
		emulator().log.map((r) => [r.method, r.path, r.query, r.body, r.status, r.auth.token]),
	).toEqual([
		['POST', '/1.1/oauth/invalidate_token', {}, undefined, 200, emulator().seed.accessToken],
	]);
	// The platform echoed the token ...
	expect(emulator().log[0].responseBody).toEqual({ access_token: emulator().seed.accessToken });
	// ... the node does not pass it on.
	expect(items).toEqual([
		{ json: { invalidated: true, token: 'OAuth 1.0a access token' }, pairedItem: { item: 0 } },
	]);
	expectNoSecrets(items);
	// The token is dead: the next request with it gets 401, code 89.
	const after = await core.run({ resource: 'user', operation: 'getMe' });
	expect(after.error?.message).toMatch(/code 89/);
	expectNoSecrets([after.error?.message, after.error?.description]);
});

test("Invalidate Bearer Token asks oauth2/token for the app's token and revokes it with HTTP Basic; the output holds no token", async () => {
	const { items, error } = await run('invalidateBearerToken', 'appOnly');
	expect(error).toBeUndefined();
	const basic =
		'Basic ' +
		Buffer.from(`${emulator().seed.consumerKey}:${emulator().seed.consumerSecret}`).toString(
			'base64',
		);
	expect(
		emulator().log.map((r) => [r.method, r.path, r.query, r.headers.authorization, r.status]),
	).toEqual([
		['POST', '/oauth2/token', {}, basic, 200],
		[
			'POST',
			'/oauth2/invalidate_token',
			{ access_token: emulator().seed.appBearerToken },
			basic,
			200,
		],
	]);
	expect(items).toEqual([
		{ json: { invalidated: true, token: 'app-only bearer token' }, pairedItem: { item: 0 } },
	]);
	expectNoSecrets(items);
	expect(emulator().state.appBearerToken).toBeUndefined();
});

test("Invalidate Bearer Token revokes the App-Only credential's stored token, or a given one, with the OAuth1 consumer keys too", async () => {
	const stored = await core.run(
		{ authentication: 'appOnly', resource: 'token', operation: 'invalidateBearerToken' },
		{ credentials: withStoredAppToken() },
	);
	expect(stored.error).toBeUndefined();
	expect(emulator().log.map((r) => [r.path, r.query])).toEqual([
		['/oauth2/invalidate_token', { access_token: emulator().seed.appBearerToken }],
	]);

	emulator().clearLog();
	emulator().state.appBearerToken = 'app-bearer-given-in-the-field';
	const given = await run('invalidateBearerToken', 'oAuth1', {
		bearerTokenToInvalidate: ' app-bearer-given-in-the-field ',
	});
	expect(given.error).toBeUndefined();
	expect(emulator().log.map((r) => [r.path, r.query, r.auth.scheme])).toEqual([
		['/oauth2/invalidate_token', { access_token: 'app-bearer-given-in-the-field' }, 'basic'],
	]);
	expect(JSON.stringify(given.items)).not.toContain('app-bearer-given-in-the-field');
});

test('After Invalidate Bearer Token the App-Only credential gets a new token at its next request', async () => {
	const credentials = withStoredAppToken();
	const revoked = await core.run(
		{ authentication: 'appOnly', resource: 'token', operation: 'invalidateBearerToken' },
		{ credentials },
	);
	expect(revoked.error).toBeUndefined();
	const next = await core.run(
		{ authentication: 'appOnly', resource: 'streamRule', operation: 'getPowerstreamRules' },
		{ credentials },
	);
	expect(next.error).toBeUndefined();
	expect(emulator().log.map((r) => [r.method, r.path, r.status])).toEqual([
		['POST', '/oauth2/invalidate_token', 200],
		// The shared transport sends a 401 once more the ordinary way, so that n8n renews the token.
		['GET', '/2/powerstream/rules', 401],
		['GET', '/2/powerstream/rules', 401],
		['POST', '/oauth2/token', 200],
		['GET', '/2/powerstream/rules', 200],
	]);
	expect(credentials.platformAppOnlyApi.accessToken).not.toBe(emulator().seed.appBearerToken);
});

test('Invalidate Bearer Token of an unknown token fails with the platform error, without the token; continueOnFail keeps going', async () => {
	const { items, error } = await run(
		'invalidateBearerToken',
		'appOnly',
		{ bearerTokenToInvalidate: 'not-the-apps-token' },
		true,
	);
	expect(error).toBeUndefined();
	expect(items).toEqual([
		{ json: { error: expect.stringMatching(/^Item 1: .*code 348/) }, pairedItem: { item: 0 } },
	]);
	expect(JSON.stringify(items)).not.toContain('not-the-apps-token');
	expect(emulator().log.map((r) => [r.path, r.status])).toEqual([
		['/oauth2/invalidate_token', 400],
	]);
});
