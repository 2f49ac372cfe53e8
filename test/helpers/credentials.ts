import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import type { Emulator } from '../emulator';

/** Credential data, by credential type, that opens the given emulator (its seeded app and user). */
export function emulatorCredentials(emulator: Emulator): Record<string, ICredentialDataDecryptedObject> {
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
		platformBearerTokenApi: { bearerToken: seed.appBearerToken, ...urls },
		platformAppOnlyApi: { apiKey: seed.consumerKey, apiSecret: seed.consumerSecret, accessToken: '', ...urls },
	};
}
