import { NodeOperationError, type IHookFunctions, type IWebhookFunctions } from 'n8n-workflow';

import { credentialTypeFor, type AuthenticationMethod } from '../shared/credentialTypes';

/**
 * The credentials the trigger accepts. Each must carry the app's consumer secret (the key of
 * the challenge answer and of delivery signatures) besides what manages the webhook:
 * - App-Only: the API key secret is the consumer secret (recommended: webhook configurations
 *   are app-level);
 * - Bearer Token: the token alone has no secret, so the credential's optional Consumer Secret
 *   field must be filled in;
 * - OAuth1 keys and OAuth1 sign-in: the consumer secret is one of the keys.
 */
export const TRIGGER_AUTHENTICATION_METHODS: AuthenticationMethod[] = ['appOnly', 'bearerToken', 'oAuth1', 'oAuth1SignIn'];

const SECRET_FIELD: Partial<Record<AuthenticationMethod, string>> = {
	appOnly: 'apiSecret',
	bearerToken: 'consumerSecret',
	oAuth1: 'consumerSecret',
	oAuth1SignIn: 'consumerSecret',
};

type TriggerContext = IHookFunctions | IWebhookFunctions;

export interface TriggerCredentials {
	credentialType: string;
	baseUrl: string;
	consumerSecret: string;
}

/** The selected credential's type, the core base URL and the consumer secret. */
export async function triggerCredentials(this: TriggerContext): Promise<TriggerCredentials> {
	const authentication = this.getNodeParameter('authentication', 'appOnly') as AuthenticationMethod;
	const credentialType = credentialTypeFor(authentication);
	const credentials = await this.getCredentials(credentialType);
	const consumerSecret = credentials[SECRET_FIELD[authentication] ?? ''];
	if (typeof consumerSecret !== 'string' || consumerSecret === '') {
		throw new NodeOperationError(this.getNode(), 'The credential has no consumer secret', {
			description:
				authentication === 'bearerToken'
					? "A bearer token cannot answer the platform's challenge or check signatures: fill in the credential's Consumer Secret (API Key Secret) field, or use the App-Only credential."
					: "Fill in the credential's consumer secret (API key secret): it answers the platform's challenge and checks the signature of each delivery.",
		});
	}
	return {
		credentialType,
		baseUrl: String(credentials.baseUrl ?? '').replace(/\/+$/, ''),
		consumerSecret,
	};
}
