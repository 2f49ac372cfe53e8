import type {
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { signHttpRequestOptions } from '../nodes/shared/oauth1/signHttpRequest';
import {
	adsBaseUrlFields,
	consumerKeyFields,
	coreBaseUrlField,
	defaultAdsAccountField,
	icon,
} from './common/fields';

/**
 * OAuth 1.0a user context with fixed keys, as the developer portal shows them. Every request is
 * signed with HMAC-SHA1 here rather than by n8n's OAuth1 helper, so routing requests
 * (`baseURL` + relative `url` + `qs`) and full-URL requests sign the same way. This is the only
 * credential the ads interface accepts.
 */
export class PlatformOAuth1Api implements ICredentialType {
	name = 'platformOAuth1Api';

	displayName = 'Platform OAuth1 API';

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-platform#credentials';

	icon = icon;

	properties: INodeProperties[] = [
		...consumerKeyFields,
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		{
			displayName: 'Access Token Secret',
			name: 'accessTokenSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		coreBaseUrlField,
		...adsBaseUrlFields,
		defaultAdsAccountField,
	];

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		return signHttpRequestOptions(requestOptions, {
			consumerKey: credentials.consumerKey as string,
			consumerSecret: credentials.consumerSecret as string,
			token: credentials.accessToken as string,
			tokenSecret: credentials.accessTokenSecret as string,
		});
	}

	test: ICredentialTestRequest = {
		request: { method: 'GET', baseURL: '={{$credentials.baseUrl}}', url: '/2/users/me' },
	};
}
