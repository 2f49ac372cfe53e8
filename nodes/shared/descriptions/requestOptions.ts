import type { IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

/**
 * Node-wide request settings, read for every request the node sends, routing and custom
 * operations alike (transport/requestSettings.ts; the rules are in transport/retryPolicy.ts).
 * The defaults are literals (n8n's lint wants them so) equal to DEFAULT_RETRY_POLICY and
 * DEFAULT_TIMEOUT_SECONDS; test/reliability/requestOptions.test.ts keeps them equal.
 */
export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Max Rate Limit Wait (Seconds)',
			name: 'maxRateLimitWaitSeconds',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 60,
			description:
				'After a 429, wait until the limit resets if that is at most this long; otherwise fail at once with the reset time',
		},
		{
			displayName: 'Retries After Server Errors',
			name: 'serverErrorRetries',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 10 },
			default: 2,
			description:
				'How often a call that is safe to repeat (reads, updates, deletes) is sent again after a 500, 502, 503, 504, a lost connection, a timeout or an unreadable answer. Creates are never sent twice.',
		},
		{
			displayName: 'Retry Delay (Seconds)',
			name: 'retryDelaySeconds',
			type: 'number',
			typeOptions: { minValue: 0, numberPrecision: 2 },
			default: 1.5,
			description: 'Wait before the first such retry; each further retry waits twice as long',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeoutSeconds',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60,
			description:
				'How long one request may wait for an answer. A request without an answer in time counts as a lost connection.',
		},
	],
};

/** What every request of an action node starts from: its base URL (an expression), JSON both ways. */
export function jsonRequestDefaults(baseURL: string): Partial<IHttpRequestOptions> {
	return { baseURL, headers: { Accept: 'application/json' }, json: true };
}
