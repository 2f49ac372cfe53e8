import type {
	IAuthenticateGeneric,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	INodeProperties,
} from 'n8n-workflow';

import { requestAppBearerToken } from '../nodes/shared/appOnlyToken';
import { coreBaseUrlField, icon } from './common/fields';

/**
 * App-only context from the API key and secret. The bearer token is fetched once through
 * preAuthentication and kept in the hidden, expirable `accessToken` field of the credential
 * (not in process memory, so every n8n worker shares it); n8n asks again only after a request
 * is rejected with 401.
 */
export class PlatformAppOnlyApi implements ICredentialType {
	name = 'platformAppOnlyApi';

	displayName = 'Platform App-Only API';

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-platform#credentials';

	icon = icon;

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		{
			displayName: 'API Key Secret',
			name: 'apiSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		coreBaseUrlField,
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
	];

	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const accessToken = await requestAppBearerToken.call(
			this,
			credentials.baseUrl as string,
			credentials.apiKey as string,
			credentials.apiSecret as string,
		);
		return { accessToken };
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } },
	};

	test: ICredentialTestRequest = {
		request: { method: 'GET', baseURL: '={{$credentials.baseUrl}}', url: '/2/webhooks' },
	};
}
