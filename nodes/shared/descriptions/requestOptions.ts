import type { INodeProperties } from 'n8n-workflow';

/** Node-wide request settings, read by the routing executor (routing/executeWithPolicy.ts). */
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
	],
};
