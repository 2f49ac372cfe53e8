import type { ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

import {
	adsBaseUrlFields,
	consumerKeyFields,
	coreBaseUrlField,
	defaultAdsAccountField,
	icon,
} from './common/fields';

/**
 * OAuth 1.0a three-legged sign-in (request_token, authorize or authenticate, access_token)
 * through n8n's "Connect" button. The endpoint URLs are derived from the base URL so the same
 * credential works against the emulator.
 */
export class PlatformOAuth1SignInApi implements ICredentialType {
	name = 'platformOAuth1SignInApi';

	extends = ['oAuth1Api'];

	displayName = 'Platform OAuth1 Sign-In API';

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-platform#credentials';

	icon = icon;

	properties: INodeProperties[] = [
		coreBaseUrlField,
		...adsBaseUrlFields,
		defaultAdsAccountField,
		...consumerKeyFields,
		{
			displayName: 'Sign-In Page',
			name: 'authEndpoint',
			type: 'options',
			options: [
				{
					name: 'Authenticate (Skip Approval When Already Granted)',
					value: 'authenticate',
				},
				{
					name: 'Authorize (Always Ask for Approval)',
					value: 'authorize',
				},
			],
			default: 'authenticate',
			description:
				'Which page the user signs in on. n8n appends the request token to this address itself, so force_login cannot be added to it; to sign in as another user, sign out of the platform in the browser first.',
		},
		{
			displayName: 'Access Level',
			name: 'accessType',
			type: 'options',
			options: [
				{ name: "App's Setting", value: '' },
				{ name: 'Read', value: 'read' },
				{ name: 'Write', value: 'write' },
			],
			default: '',
			description: 'Sent as x_auth_access_type to request a lower access level than the app has',
		},
		{
			displayName: 'Request Token URL',
			name: 'requestTokenUrl',
			type: 'hidden',
			default:
				'={{$self["baseUrl"]}}/oauth/request_token{{$self["accessType"] ? "?x_auth_access_type=" + $self["accessType"] : ""}}',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: '={{$self["baseUrl"]}}/oauth/{{$self["authEndpoint"]}}',
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: '={{$self["baseUrl"]}}/oauth/access_token',
		},
		{
			displayName: 'Signature Method',
			name: 'signatureMethod',
			type: 'hidden',
			default: 'HMAC-SHA1',
		},
	];

	// n8n's OAuth1 helper signs the URL it is given, so the test request uses an absolute URL.
	test: ICredentialTestRequest = {
		request: { method: 'GET', url: '={{$credentials.baseUrl}}/2/users/me' },
	};
}
