import type { IDataObject, IHookFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformAppOnlyApi } from '../../credentials/PlatformAppOnlyApi.credentials';
import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import type { Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { startTriggerHost, type TriggerHost } from './triggerHost';

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

/**
 * One Activity Trigger of a test, served on loopback against the emulator: `serve()` starts its
 * webhook with a source's parameters (app-only), `hookContext()` is n8n's hook context of it.
 */
export class ServedTrigger {
	host?: TriggerHost;
	private state?: HookState;

	constructor(
		readonly staticData: IDataObject,
		private readonly workflowId: string,
	) {}

	async serve(emulator: Emulator, source: IDataObject): Promise<void> {
		const parameters = { authentication: 'appOnly', options: {}, ...source };
		const credentials = emulatorCredentials(emulator);
		const host = await startTriggerHost(
			parameters,
			credentials.platformAppOnlyApi,
			this.staticData,
		);
		this.host = host;
		const { staticData, workflowId } = this;
		this.state = { parameters, credentials, staticData, webhookUrl: host.url, workflowId };
	}

	/** The items of each run the deliveries started. */
	get runs(): TriggerHost['runs'] {
		return this.host?.runs ?? [];
	}

	hookContext(): IHookFunctions {
		if (!this.state) throw new Error('serve() the trigger first');
		return hookContext(this.state);
	}

	async close(): Promise<void> {
		await this.host?.close();
	}
}
