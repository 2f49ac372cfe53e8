import { NodeOperationError, type IHookFunctions, type IWebhookFunctions } from 'n8n-workflow';

import { credentialTypeFor, type AuthenticationMethod } from '../shared/credentialTypes';
import { baseUrlOf } from '../shared/transport/baseUrl';

/**
 * The credentials the trigger accepts: app context, because listing webhook configurations and
 * deleting subscriptions take the app's bearer token only (reference description). Each must
 * also carry the app's consumer secret, the key of the challenge answer and of delivery
 * signatures:
 * - App-Only: the API key secret is the consumer secret (recommended). OAuth1 keys users make
 *   one from the same consumer key and secret;
 * - Bearer Token: the token alone has no secret, so the credential's optional Consumer Secret
 *   field must be filled in.
 */
export const TRIGGER_AUTHENTICATION_METHODS: AuthenticationMethod[] = ['appOnly', 'bearerToken'];

const SECRET_FIELD: Partial<Record<AuthenticationMethod, string>> = {
	appOnly: 'apiSecret',
	bearerToken: 'consumerSecret',
};

type TriggerContext = IHookFunctions | IWebhookFunctions;

export interface TriggerCredentials {
	/** The Authentication (or User Authentication) field's value: which credential signs. */
	authentication: AuthenticationMethod;
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
		authentication,
		credentialType,
		baseUrl: baseUrlOf(credentials.baseUrl),
		consumerSecret,
	};
}
