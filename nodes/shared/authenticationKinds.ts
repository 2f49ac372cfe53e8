import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import type { AuthenticationMethod } from './credentialTypes';

/**
 * The credential kinds an endpoint accepts, and how a refusal is told. The platform knows three
 * contexts: a user over OAuth 1.0a (OAuth1 keys, OAuth1 sign-in), a user over OAuth 2.0, and the
 * app (App-Only; Bearer Token holding the app's token). A Bearer Token credential sends whatever
 * token it holds, so it is accepted where a user's OAuth 2.0 token is, on the condition that it
 * holds one: the notices and messages say so.
 */
export const OAUTH1: AuthenticationMethod[] = ['oAuth1', 'oAuth1SignIn'];
export const APP: AuthenticationMethod[] = ['appOnly', 'bearerToken'];
export const USER: AuthenticationMethod[] = [...OAUTH1, 'oAuth2', 'bearerToken'];
export const ANY: AuthenticationMethod[] = [...OAUTH1, 'oAuth2', ...APP];
/** An OAuth 2.0 user token, from the OAuth2 sign-in or pasted into a Bearer Token credential. */
export const OAUTH2_USER: AuthenticationMethod[] = ['oAuth2', 'bearerToken'];
/** A user over OAuth 2.0, or the app: endpoints that read public data but take no OAuth 1.0a. */
export const OAUTH2_OR_APP: AuthenticationMethod[] = ['oAuth2', ...APP];
/** A user over OAuth 1.0a, or the app: endpoints that take no user's OAuth 2.0 token. */
export const OAUTH1_OR_APP: AuthenticationMethod[] = [...OAUTH1, ...APP];

/**
 * Where a credential is chosen. n8n's panel does not show the Authentication field of a node
 * that takes several credential types: one list of every usable credential stands in its place,
 * each with its type under its name, and choosing one sets Authentication.
 */
export const CREDENTIAL_PLACE = '"Credential to connect with" at the top of the node\'s panel';

/** The credential types' names, as that list shows them under each credential. */
export const CREDENTIAL_TYPE_NAMES: Record<AuthenticationMethod, string> = {
	oAuth1: 'Platform OAuth1 API',
	oAuth1SignIn: 'Platform OAuth1 Sign-In API',
	oAuth2: 'Platform OAuth2 API',
	bearerToken: 'Platform Bearer Token API',
	appOnly: 'Platform App-Only API',
};

/** "a Platform App-Only API or Platform Bearer Token API credential". */
export function credentialKindsText(kinds: AuthenticationMethod[]): string {
	const names = kinds.map((kind) => CREDENTIAL_TYPE_NAMES[kind]);
	const list =
		names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
	return `a ${list} credential`;
}

/** Acting as a user with a Bearer Token credential: it must hold a user's token, not the app's. */
export const needsUserToken = (kinds: AuthenticationMethod[]) =>
	kinds.includes('bearerToken') && !kinds.includes('appOnly');

const USER_TOKEN_TEXT =
	"A Platform Bearer Token API credential works here only with a user's OAuth 2.0 token in it: the app's bearer token is refused (HTTP 403).";

/** "User > Get Me needs a ... credential", or nothing when the chosen kind is accepted. */
export function authenticationProblem(
	subject: string,
	kinds: AuthenticationMethod[],
	authentication: string,
): string | undefined {
	if ((kinds as string[]).includes(authentication)) return undefined;
	return `${subject} needs ${credentialKindsText(kinds)}`;
}

/** What to do about a refused kind, for the error's description. */
export function authenticationFix(kinds: AuthenticationMethod[]): string {
	return [
		`Choose one under ${CREDENTIAL_PLACE} (each credential's type shows under its name), or create one there.`,
		needsUserToken(kinds) ? USER_TOKEN_TEXT : '',
		'Nothing was sent.',
	]
		.filter(Boolean)
		.join(' ');
}

/**
 * The panel's notices for one group of operations or events (`show` selects them): one shown when
 * a refused kind is chosen, naming the kinds that work; one shown when a Bearer Token credential
 * is chosen where it must hold a user's token.
 */
export function authenticationNotices(
	subject: string,
	kinds: AuthenticationMethod[],
	show: IDisplayOptions['show'],
): INodeProperties[] {
	const notice = (displayName: string, shownFor: AuthenticationMethod[]): INodeProperties => ({
		displayName,
		name: 'authenticationNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { ...show, authentication: shownFor } },
	});
	const refused = ANY.filter((kind) => !kinds.includes(kind));
	return [
		...(refused.length
			? [
					notice(
						`${subject} needs ${credentialKindsText(kinds)}: choose one under "Credential to connect with" above`,
						refused,
					),
				]
			: []),
		...(needsUserToken(kinds) ? [notice(USER_TOKEN_TEXT, ['bearerToken'])] : []),
	];
}
