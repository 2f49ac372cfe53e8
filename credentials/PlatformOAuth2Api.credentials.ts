import type { ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

import { coreBaseUrlField, icon } from './common/fields';

const DEFAULT_SCOPES = ['post.read', 'post.write', 'users.read', 'offline.access'];

/**
 * OAuth 2.0 user sign-in with PKCE, which the activity interfaces accept as well as the others.
 * The authorization page lives on the platform's web host (the base URL without "api."),
 * the token endpoint on the interface itself. Both are hidden fields derived from the base URL:
 * n8n's credential dialog shows a visible field's expression default as raw, red text, because it
 * does not resolve `$self` there (n8n's own OAuth2 credentials derive such URLs the same way).
 */
export class PlatformOAuth2Api implements ICredentialType {
	name = 'platformOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Platform OAuth2 API';

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-platform#credentials';

	icon = icon;

	properties: INodeProperties[] = [
		coreBaseUrlField,
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'hidden',
			default: 'pkce',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: '={{$self["baseUrl"].replace("://api.", "://")}}/i/oauth2/authorize',
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: '={{$self["baseUrl"]}}/2/oauth2/token',
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'string',
			default: DEFAULT_SCOPES.join(' '),
			description:
				'Space-separated scopes, e.g. dm.read for direct-message events, like.read, mute.read, block.read',
		},
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			default: '',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'options',
			options: [
				{ name: 'Confidential Client (Basic Auth Header)', value: 'header' },
				{ name: 'Public Client (Client ID in Body)', value: 'body' },
			],
			default: 'header',
		},
	];

	test: ICredentialTestRequest = {
		request: { method: 'GET', baseURL: '={{$credentials.baseUrl}}', url: '/2/users/me' },
	};
}
