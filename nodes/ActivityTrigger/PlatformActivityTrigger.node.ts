import {
	NodeConnectionTypes,
	type IHookFunctions,
	type INodeType,
	type INodeTypeDescription,
	type IWebhookFunctions,
	type IWebhookResponseData,
} from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { optionNamesExpression } from '../shared/descriptions/subtitle';
import { activityEventTypeOptions } from '../shared/activityEventTypes';
import { answerChallenge, receiveDelivery } from './delivery';
import { triggerProperties } from './description';
import { ACCOUNT_ACTIVITY_PRESET } from './accountActivityMove';
import { accountUserCredentialSlots } from './accountActivitySource';
import { TRIGGER_AUTHENTICATION_METHODS } from './triggerCredentials';
import { createSetup, deleteSetup, setupExists } from './webhookLifecycle';

const authentication = authenticationDescription(TRIGGER_AUTHENTICATION_METHODS, 'appOnly');
// The app's credential for the webhook; for account activity, also the user's who subscribes.
const credentialSlots = [...authentication.credentials, ...accountUserCredentialSlots];

/**
 * Starts a workflow on activity events: registers n8n's webhook URL with the platform, answers
 * its challenge (GET, the `setup` webhook) and turns each signed delivery (POST, `default`)
 * into one item. Both webhooks share one URL, and `setup` is registered first, so n8n can
 * answer the challenge the platform sends while `create` is still waiting for its answer.
 */
export class PlatformActivityTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform Activity Trigger',
		name: 'platformActivityTrigger',
		icon: nodeIcon,
		group: ['trigger'],
		version: 1,
		// The events' names, "Post: Mention", not their values.
		subtitle: `={{$parameter["source"] === "streamRules" ? "Posts matching stream rules" : $parameter["source"] === "accountActivity" ? "Account activity" : $parameter["subscribeTo"] === "${ACCOUNT_ACTIVITY_PRESET}" ? "Everything account activity delivered" : ${optionNamesExpression('events', activityEventTypeOptions)}}}`,
		description:
			'Starts the workflow when something happens on the platform: a post, a profile change, a message, ...',
		defaults: { name: 'Platform Activity Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: credentialSlots,
		webhooks: [
			{ name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [authentication.property, ...triggerProperties],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await setupExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createSetup.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteSetup.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return this.getWebhookName() === 'setup'
			? await answerChallenge.call(this)
			: await receiveDelivery.call(this);
	}
}
