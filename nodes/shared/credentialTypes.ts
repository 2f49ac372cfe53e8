/**
 * The node parameter "authentication" picks one of the package's credentials; this maps its
 * value to the credential type name n8n needs for the request.
 */
export const AUTHENTICATION_METHODS = [
	'oAuth1',
	'oAuth1SignIn',
	'oAuth2',
	'bearerToken',
	'appOnly',
] as const;

export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

const CREDENTIAL_TYPES = new Map<string, string>([
	['oAuth1', 'platformOAuth1Api'],
	['oAuth1SignIn', 'platformOAuth1SignInApi'],
	['oAuth2', 'platformOAuth2Api'],
	['bearerToken', 'platformBearerTokenApi'],
	['appOnly', 'platformAppOnlyApi'],
]);

export function credentialTypeFor(authentication: string): string {
	const type = CREDENTIAL_TYPES.get(authentication);
	if (!type) throw new Error(`Unknown authentication "${authentication}"`);
	return type;
}

/**
 * Whether a 401 may be sent once more so that n8n fetches a new token first: only the app-only
 * credential gets its token from the key and secret (before each request, when it has none or
 * after a 401); every other credential's token is what the person stored.
 */
export function refreshesTokenAfter401(credentialType: string): boolean {
	return credentialType === CREDENTIAL_TYPES.get('appOnly');
}

/** Credentials built on n8n's own OAuth1 helper, which signs only the URL it is handed. */
export function usesN8nOAuth1Helper(authentication: string): boolean {
	return authentication === 'oAuth1SignIn';
}
