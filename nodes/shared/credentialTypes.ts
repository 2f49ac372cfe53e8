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

/** Credentials built on n8n's own OAuth1 helper, which signs only the URL it is handed. */
export function usesN8nOAuth1Helper(authentication: string): boolean {
	return authentication === 'oAuth1SignIn';
}
