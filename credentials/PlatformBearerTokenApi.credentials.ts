import type {
	IAuthenticateGeneric,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

import { coreBaseUrlField, icon } from './common/fields';

/** A bearer token pasted by the user: the app-only token from the developer portal. */
export class PlatformBearerTokenApi implements ICredentialType {
	name = 'platformBearerTokenApi';

	displayName = 'Platform Bearer Token API';

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-platform#credentials';

	icon = icon;

	properties: INodeProperties[] = [
		{
			displayName: 'Bearer Token',
			name: 'bearerToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: "The app's bearer token (app-only context)",
		},
		{
			displayName: 'Consumer Secret (API Key Secret)',
			name: 'consumerSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				"Optional. Needed only by the Activity Trigger, which answers the platform's webhook challenge and checks delivery signatures with it.",
		},
		coreBaseUrlField,
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { headers: { Authorization: '=Bearer {{$credentials.bearerToken}}' } },
	};

	test: ICredentialTestRequest = {
		request: { method: 'GET', baseURL: '={{$credentials.baseUrl}}', url: '/2/webhooks' },
	};
}
