import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { activitySubscriptionFields, activitySubscriptionOperations } from './resources/activitySubscription';
import { newsFields, newsOperations } from './resources/news';
import { postFields, postOperations, searchMyPosts } from './resources/post';
import { userFields, userOperations } from './resources/user';
import { searchWebhooks, webhookFields, webhookOperations } from './resources/webhook';

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
					{ name: 'Activity Subscription', value: 'activitySubscription' },
					{ name: 'News', value: 'news' },
					{ name: 'Post', value: 'post' },
					{ name: 'User', value: 'user' },
					{ name: 'Webhook', value: 'webhook' },
				],
				default: 'user',
			},
			newsOperations,
			...newsFields,
			postOperations,
			...postFields,
			userOperations,
			...userFields,
			webhookOperations,
			...webhookFields,
			activitySubscriptionOperations,
			...activitySubscriptionFields,
			requestOptionsProperty,
		],
	};

	methods = {
		listSearch: { searchMyPosts, searchWebhooks },
	};
}
