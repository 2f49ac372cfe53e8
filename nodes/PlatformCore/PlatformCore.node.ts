import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { searchMyPosts } from './methods/searchMyPosts';
import { newsFields, newsOperations } from './resources/news';
import { postFields, postOperations } from './resources/post';
import { userFields, userOperations } from './resources/user';

const authentication = authenticationDescription(
	['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken', 'appOnly'],
	'oAuth1',
);

/** Core interface v2: one folder per resource, one file per operation (see README). */
export class PlatformCore implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform',
		name: 'platformCore',
		icon: nodeIcon,
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Work with posts, users, webhooks and activity subscriptions (core interface v2)',
		defaults: { name: 'Platform' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		requestDefaults: {
			baseURL: '={{$credentials.baseUrl}}',
			headers: { Accept: 'application/json' },
			json: true,
		},
		properties: [
			authentication.property,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'News', value: 'news' },
					{ name: 'Post', value: 'post' },
					{ name: 'User', value: 'user' },
				],
				default: 'user',
			},
			newsOperations,
			...newsFields,
			postOperations,
			...postFields,
			userOperations,
			...userFields,
			requestOptionsProperty,
		],
	};

	methods = {
		listSearch: { searchMyPosts },
	};
}
