import type {
	IExecuteSingleFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	INodePropertyRouting,
	PostReceiveAction,
} from 'n8n-workflow';

import { credentialTypeFor } from '../../shared/credentialTypes';
import { policyRouting } from '../../shared/routing/policyRouting';
import { adsRecords } from '../descriptions/envelope';
import { ADS_ID_PATTERN } from '../descriptions/locators';
import { invalidField } from '../../shared/validation';

export type PreSend = (this: IExecuteSingleFunctions, options: IHttpRequestOptions) => Promise<IHttpRequestOptions>;

export interface AdsRequest {
	method: IHttpRequestMethods;
	/** Routing URL (an expression when it holds ids: see accountPath()). */
	url: string;
	/** The path exists only in the sandbox: sent there whatever the Environment says. */
	sandboxOnly?: boolean;
}

/**
 * Sends a sandbox-only path to the credential's sandbox base URL (document 2, "Common
 * conventions"). A preSend, not `request.baseURL: '={{$credentials...}}'`: n8n 1.x resolves an
 * operation's routing without `$credentials` (the URL stayed the production one in n8n 1.123).
 */
async function toSandbox(this: IExecuteSingleFunctions, options: IHttpRequestOptions): Promise<IHttpRequestOptions> {
	const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
	const credentials = await this.getCredentials(credentialTypeFor(authentication));
	return { ...options, baseURL: String(credentials.adsSandboxBaseUrl) };
}

/** Description suffix of sandbox-only operations. */
export const SANDBOX_ONLY_NOTE = 'Sandbox only: always sent to the Ads Sandbox Base URL, whatever the Environment';

/**
 * Routing of one ads operation: its request through the shared executor, the checks that must
 * pass before it is sent (preSend), and the envelope turned into items (adsRecords) unless the
 * operation reads the answer itself.
 */
export function adsRouting(
	request: AdsRequest,
	settings: { preSend?: PreSend[]; postReceive?: PostReceiveAction[] } = {},
): INodePropertyRouting {
	const preSend = [...(request.sandboxOnly ? [toSandbox] : []), ...(settings.preSend ?? [])];
	return policyRouting({
		request: { method: request.method, url: request.url },
		send: preSend.length ? { preSend } : undefined,
		output: { postReceive: settings.postReceive ?? [adsRecords] },
	});
}

/** A resource locator of the operation, by parameter name and display name. */
export interface LocatorField {
	parameter: string;
	field: string;
}

/** What is wrong with a locator's id (it becomes a path segment), or undefined when it is one. */
export function locatorIdProblem(value: string): string | undefined {
	if (!value) return 'is required';
	return new RegExp(ADS_ID_PATTERN).test(value) ? undefined : `must be an ID of letters and digits, got "${value.slice(0, 40)}"`;
}

/**
 * A preSend checking that each locator holds an id, and only an id's characters (it becomes a
 * path segment). Locators are required, but an expression can still resolve to nothing.
 */
export function requireIds(...locators: LocatorField[]): PreSend {
	return async function checkIds(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		for (const { parameter, field } of locators) {
			const problem = locatorIdProblem(String(this.getNodeParameter(parameter, '', { extractValue: true }) ?? '').trim());
			if (problem) throw invalidField(this.getNode(), this.getItemIndex(), field, problem);
		}
		return options;
	};
}
