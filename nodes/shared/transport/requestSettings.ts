import type { IDataObject } from 'n8n-workflow';

import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retryPolicy';
import type { RequestContext } from './platformRequest';

/** How long one request may take before it counts as unanswered (the Timeout option's default). */
export const DEFAULT_TIMEOUT_SECONDS = 60;

/** The node's "Request Options" collection (descriptions/requestOptions.ts). */
export interface RequestOptionValues {
	maxRateLimitWaitSeconds?: number;
	timeoutSeconds?: number;
	serverErrorRetries?: number;
	retryDelaySeconds?: number;
}

export interface ResolvedRequestSettings {
	policy: RetryPolicy;
	timeoutMs: number;
}

/**
 * The retry policy and timeout of a node's requests, from its Request Options, so that routing,
 * custom operations and list searches follow the same settings. Contexts without the collection
 * (the trigger, tests' fake contexts) get the defaults.
 */
export function requestSettingsOf(context: RequestContext): ResolvedRequestSettings {
	return requestSettingsFrom(readRequestOptions(context));
}

export function requestSettingsFrom(values: RequestOptionValues): ResolvedRequestSettings {
	const seconds = (value: unknown, fallback: number) =>
		typeof value === 'number' && value >= 0 ? value : fallback;
	return {
		policy: {
			...DEFAULT_RETRY_POLICY,
			maxRateLimitWaitMs:
				seconds(values.maxRateLimitWaitSeconds, DEFAULT_RETRY_POLICY.maxRateLimitWaitMs / 1000) *
				1000,
			maxServerErrorRetries: Math.floor(
				seconds(values.serverErrorRetries, DEFAULT_RETRY_POLICY.maxServerErrorRetries),
			),
			serverErrorDelayMs:
				seconds(values.retryDelaySeconds, DEFAULT_RETRY_POLICY.serverErrorDelayMs / 1000) * 1000,
		},
		timeoutMs: Math.max(1, seconds(values.timeoutSeconds, DEFAULT_TIMEOUT_SECONDS) * 1000),
	};
}

/**
 * The collection's value in any context: list searches read the current parameters, custom
 * operations (execute) take an item index, routing, hooks and webhooks do not.
 */
function readRequestOptions(context: RequestContext): RequestOptionValues {
	const untyped = context as unknown as Record<
		string,
		((...args: unknown[]) => unknown) | undefined
	>;
	try {
		if (typeof untyped.getCurrentNodeParameter === 'function') {
			return (untyped.getCurrentNodeParameter.call(context, 'requestOptions') ??
				{}) as RequestOptionValues;
		}
		if (typeof untyped.getNodeParameter !== 'function') return {};
		const takesItemIndex =
			typeof untyped.getInputData === 'function' && typeof untyped.getItemIndex !== 'function';
		const value = takesItemIndex
			? untyped.getNodeParameter.call(context, 'requestOptions', 0, {})
			: untyped.getNodeParameter.call(context, 'requestOptions', {});
		return (value ?? {}) as IDataObject as RequestOptionValues;
	} catch {
		return {};
	}
}
