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

/**
 * The "Authentication" dropdown and the credential slots it shows, for the methods a node accepts.
 *
 * The slot of the default method comes last. For a new node, n8n's panel lists the usable
 * credentials of every slot in one list, in slot order, and selects the most recently updated;
 * the list it gets carries no dates, so it selects the last one, which sets Authentication to its
 * kind. Last, the default method's credential is the one chosen when there is one: the kind that
 * runs the node's default operation (an App-Only credential, say, cannot run User > Get Me).
 */
export function authenticationDescription(
	methods: AuthenticationMethod[],
	defaultMethod: AuthenticationMethod,
): { credentials: INodeCredentialDescription[]; property: INodeProperties } {
	const defaultLast = [...methods.filter((method) => method !== defaultMethod), defaultMethod];
	return {
		credentials: defaultLast.map((method) => ({
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

/**
 * The Authentication field and credential slots of the nodes that take every kind (Platform,
 * Polling Trigger), OAuth1 keys the default; each operation or event then says which it accepts.
 */
export const everyKindAuthentication = () =>
	authenticationDescription(
		['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken', 'appOnly'],
		'oAuth1',
	);
