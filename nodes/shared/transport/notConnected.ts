import { NodeOperationError, type INode } from 'n8n-workflow';

import { CREDENTIAL_PLACE } from '../authenticationKinds';

/**
 * What n8n's OAuth helpers throw, before sending, for a sign-in credential whose Connect button
 * was never pressed (or whose sign-in was removed): OAuth1 and OAuth2 without token data, OAuth2
 * with token data but no access token.
 */
const NOT_CONNECTED = /OAuth credentials not connected|Unable to sign without access token/i;

const TYPE_NAMES: Record<string, string> = {
	platformOAuth1SignInApi: 'Platform OAuth1 Sign-In API',
	platformOAuth2Api: 'Platform OAuth2 API',
};

/** The error that says which credential to connect and how, or undefined for other errors. */
export function notConnectedError(
	node: INode,
	credentialType: string,
	error: unknown,
	itemIndex?: number,
): NodeOperationError | undefined {
	if (!NOT_CONNECTED.test((error as Error | undefined)?.message ?? '')) return undefined;
	const name = node.credentials?.[credentialType]?.name;
	const credential = `The ${TYPE_NAMES[credentialType] ?? credentialType} credential${name ? ` "${name}"` : ''}`;
	return new NodeOperationError(node, `${credential} is not connected: press Connect in it`, {
		itemIndex,
		description: `Open it from ${CREDENTIAL_PLACE} (the pen beside it) and press Connect, or choose a connected credential there. Nothing was sent.`,
	});
}
