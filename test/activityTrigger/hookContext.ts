import type { IDataObject, IHookFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformAppOnlyApi } from '../../credentials/PlatformAppOnlyApi.credentials';
import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import type { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';

/** What one trigger under test holds: its parameters, credentials, static data and webhook URL. */
export interface HookState {
	parameters: IDataObject;
	credentials: ReturnType<typeof emulatorCredentials>;
	staticData: IDataObject;
	webhookUrl: string;
	workflowId: string;
}

/**
 * n8n's hook context for the Activity Trigger's activation and deactivation, with the app's
 * credential (the webhook) and the user's (OAuth1 here: the subscriptions), each request sent with
 * its own.
 */
export function hookContext(state: HookState): IHookFunctions {
	const { credentials } = state;
	const senders: Record<string, ReturnType<typeof fakeContext>> = {
		platformAppOnlyApi: fakeContext(new PlatformAppOnlyApi(), credentials.platformAppOnlyApi),
		platformOAuth1Api: fakeContext(new PlatformOAuth1Api(), credentials.platformOAuth1Api),
	};
	return Object.assign(fakeContext(new PlatformAppOnlyApi(), credentials.platformAppOnlyApi), {
		getNode: () => ({
			name: 'Activity Trigger',
			type: 'n8n-nodes-platform.platformActivityTrigger',
		}),
		getNodeParameter: (name: string, fallback?: unknown) => state.parameters[name] ?? fallback,
		getCredentials: async (type: string) => credentials[type],
		getWorkflowStaticData: () => state.staticData,
		getNodeWebhookUrl: () => state.webhookUrl,
		getWorkflow: () => ({ id: state.workflowId }),
		logger: { warn: () => undefined },
		helpers: {
			httpRequestWithAuthentication: async (type: string, options: IHttpRequestOptions) =>
				await senders[type].helpers.httpRequestWithAuthentication.call(
					senders[type] as never,
					type,
					options,
				),
		},
	}) as unknown as IHookFunctions;
}
