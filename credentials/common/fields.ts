import type { INodeProperties } from 'n8n-workflow';

/**
 * The platform's addresses are credential fields so that the same nodes work against the real
 * service and against the local emulator (`npm start` fills them with the emulator's).
 */
export const coreBaseUrlField: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: 'https://api.x.com',
	required: true,
	description:
		'Address of the core interface (v2 and the OAuth endpoints), without a trailing slash',
};

export const adsBaseUrlFields: INodeProperties[] = [
	{
		displayName: 'Ads Base URL',
		name: 'adsBaseUrl',
		type: 'string',
		default: 'https://ads-api.x.com',
		description: 'Address of the ads interface (v12)',
	},
	{
		displayName: 'Ads Sandbox Base URL',
		name: 'adsSandboxBaseUrl',
		type: 'string',
		default: 'https://ads-api-sandbox.x.com',
		description: 'Address of the ads sandbox, used for sandbox-only operations',
	},
];

/**
 * The ads account this credential works in most: the Account picker of a new node lists it first,
 * marked, so a person picks it without searching. Optional; the node's Account still decides.
 */
export const defaultAdsAccountField: INodeProperties = {
	displayName: 'Default Ads Account ID',
	name: 'defaultAdsAccountId',
	type: 'string',
	default: '',
	placeholder: '18ce54d4x5t',
	description: "The ads account listed first in the nodes' Account picker, marked Default",
};

/** The app's consumer key and secret, shared by both OAuth 1.0a credentials. */
export const consumerKeyFields: INodeProperties[] = [
	{
		displayName: 'Consumer Key (API Key)',
		name: 'consumerKey',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
	},
	{
		displayName: 'Consumer Secret (API Key Secret)',
		name: 'consumerSecret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
	},
];

export const icon = {
	light: 'file:../icons/platform.svg',
	dark: 'file:../icons/platform.dark.svg',
} as const;
