import type { INodeCredentialDescription, INodeProperties } from 'n8n-workflow';

import { credentialTypeFor, type AuthenticationMethod } from '../credentialTypes';

const LABELS: Record<AuthenticationMethod, string> = {
	oAuth1: 'OAuth1 Keys and Tokens',
	oAuth1SignIn: 'OAuth1 Sign-In',
	oAuth2: 'OAuth2 Sign-In (PKCE)',
	bearerToken: 'Bearer Token',
	appOnly: 'App-Only (API Key and Secret)',
};

/** The choices of an authentication dropdown, named as the Authentication field names them. */
export const authenticationOptions = (methods: AuthenticationMethod[]) =>
	methods.map((method) => ({ name: LABELS[method], value: method }));

/** The "Authentication" dropdown and the credential slots it shows, for the methods a node accepts. */
export function authenticationDescription(
	methods: AuthenticationMethod[],
	defaultMethod: AuthenticationMethod,
): { credentials: INodeCredentialDescription[]; property: INodeProperties } {
	return {
		credentials: methods.map((method) => ({
			name: credentialTypeFor(method),
			required: true,
			displayOptions: { show: { authentication: [method] } },
		})),
		property: {
			displayName: 'Authentication',
			name: 'authentication',
			type: 'options',
			options: authenticationOptions(methods),
			default: defaultMethod,
		},
	};
}
