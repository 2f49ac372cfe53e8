import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';

import type { Emulator } from '../emulator';
import { authenticateLikeN8n, sendLikeN8n, type SentResponse } from './n8nLikeHttp';

/** Credential data, by credential type, that opens the given emulator (its seeded app and user). */
export function emulatorCredentials(
	emulator: Emulator,
): Record<string, ICredentialDataDecryptedObject> {
	const urls = {
		baseUrl: emulator.coreBaseUrl,
		adsBaseUrl: emulator.adsBaseUrl,
		adsSandboxBaseUrl: emulator.adsSandboxBaseUrl,
	};
	const { seed } = emulator;
	return {
		platformOAuth1Api: {
			consumerKey: seed.consumerKey,
			consumerSecret: seed.consumerSecret,
			accessToken: seed.accessToken,
			accessTokenSecret: seed.accessTokenSecret,
			...urls,
		},
		// The sign-in credential after n8n ran its OAuth 1.0a flow: the seeded user's token stored.
		platformOAuth1SignInApi: {
			consumerKey: seed.consumerKey,
			consumerSecret: seed.consumerSecret,
			oauthTokenData: { oauth_token: seed.accessToken, oauth_token_secret: seed.accessTokenSecret },
			...urls,
		},
		platformBearerTokenApi: { bearerToken: seed.appBearerToken, ...urls },
		platformAppOnlyApi: {
			apiKey: seed.consumerKey,
			apiSecret: seed.consumerSecret,
			accessToken: '',
			...urls,
		},
	};
}

/**
 * A Bearer Token credential holding a user-context token (what an OAuth 2.0 sign-in gives),
 * registered in the emulator for its seeded user.
 */
export function userBearerCredentials(
	emulator: Emulator,
	token: string,
): Record<string, ICredentialDataDecryptedObject> {
	emulator.state.userBearerTokens.set(token, { userId: emulator.seed.userId, valid: true });
	const { platformBearerTokenApi } = emulatorCredentials(emulator);
	return { platformBearerTokenApi: { ...platformBearerTokenApi, bearerToken: token } };
}

/**
 * Sends n8n request options signed with the emulator's OAuth1 keys, as an HTTP Request node with
 * that credential would: outside this package's nodes (what the emulator refuses, benchmark
 * baselines).
 */
export function oauth1Sender(
	emulator: Emulator,
): (options: IHttpRequestOptions) => Promise<SentResponse> {
	const credentialType = new PlatformOAuth1Api();
	const credentials = emulatorCredentials(emulator).platformOAuth1Api;
	return async (options) =>
		await sendLikeN8n(await authenticateLikeN8n(credentialType, credentials, options));
}
