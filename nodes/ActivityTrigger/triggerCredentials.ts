import {
	NodeOperationError,
	type IHookFunctions,
	type INode,
	type IWebhookFunctions,
} from 'n8n-workflow';

import { CREDENTIAL_TYPE_NAMES } from '../shared/authenticationKinds';
import type { AuthenticationMethod } from '../shared/credentialTypes';
import { coreCredential } from '../shared/transport/coreRequest';

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

/**
 * Where each credential keeps the consumer secret: the field's name, and its label and the
 * credential type's name as the credential dialog shows them, for the error that asks for it.
 */
interface SecretField {
	name: string;
	label: string;
	type: string;
}

const SECRET_FIELD: Record<'appOnly' | 'bearerToken', SecretField> = {
	appOnly: { name: 'apiSecret', label: 'API Key Secret', type: CREDENTIAL_TYPE_NAMES.appOnly },
	bearerToken: {
		name: 'consumerSecret',
		label: 'Consumer Secret (API Key Secret)',
		type: CREDENTIAL_TYPE_NAMES.bearerToken,
	},
};

type TriggerContext = IHookFunctions | IWebhookFunctions;

export interface TriggerCredentials {
	/** The Authentication (or User Authentication) field's value: which credential signs. */
	authentication: AuthenticationMethod;
	credentialType: string;
	consumerSecret: string;
}

/** The selected credential's type and the consumer secret. */
export async function triggerCredentials(this: TriggerContext): Promise<TriggerCredentials> {
	const authentication = this.getNodeParameter('authentication', 'appOnly') as AuthenticationMethod;
	const { credentialType, values: credentials } = await coreCredential(this, authentication);
	const field: SecretField | undefined = SECRET_FIELD[authentication as keyof typeof SECRET_FIELD];
	const consumerSecret = field && credentials[field.name];
	if (typeof consumerSecret !== 'string' || consumerSecret === '')
		throw missingSecret(this.getNode(), credentialType, field);
	return { authentication, credentialType, consumerSecret };
}

/**
 * Names the credential (as the user called it), the field to fill and where it is. n8n shows an
 * activation error's message in some places and its description in others, so both say it.
 */
function missingSecret(
	node: INode,
	credentialType: string,
	field: SecretField | undefined,
): NodeOperationError {
	const name = node.credentials?.[credentialType]?.name ?? field?.type ?? credentialType;
	const label = field?.label ?? 'Consumer Secret';
	const alternative =
		field === SECRET_FIELD.bearerToken
			? ` Or choose a ${SECRET_FIELD.appOnly.type} credential: its ${SECRET_FIELD.appOnly.label} is the consumer secret.`
			: '';
	return new NodeOperationError(
		node,
		`The credential has no consumer secret: fill in "${label}" in the credential "${name}"`,
		{
			description: `Open the credential "${name}" (${field?.type ?? credentialType}) with the pencil beside it in this panel and fill in "${label}" with the app's consumer secret (API key secret): the trigger answers the platform's challenge and checks each delivery's signature with it.${alternative}`,
		},
	);
}
