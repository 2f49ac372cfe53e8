import {
	NodeConnectionTypes,
	type INodePropertyOptions,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { authenticationProperties } from './authentication';
import {
	activitySubscriptionFields,
	activitySubscriptionOperations,
	readEvents,
} from './resources/activitySubscription';
import { communityNoteFields, communityNoteOperations } from './resources/communityNote';
import { connectionFields, connectionOperations } from './resources/connection';
import { mediaCustomOperations, mediaFields, mediaOperations } from './resources/media';
import { newsFields, newsOperations } from './resources/news';
import { postFields, postOperations, searchMyPosts } from './resources/post';
import { streamRuleFields, streamRuleOperations } from './resources/streamRule';
import { tokenCustomOperations, tokenFields, tokenOperations } from './resources/token';
import { userFields, userOperations } from './resources/user';
import { searchWebhooks, webhookFields, webhookOperations } from './resources/webhook';

const authentication = authenticationDescription(
	['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken', 'appOnly'],
	'oAuth1',
);

const resources: INodePropertyOptions[] = [
	{ name: 'Activity Subscription', value: 'activitySubscription' },
	{ name: 'Community Note', value: 'communityNote' },
	{ name: 'Connection', value: 'connection' },
	{ name: 'Media', value: 'media' },
	{ name: 'News', value: 'news' },
	{ name: 'Post', value: 'post' },
	{ name: 'Stream Rule', value: 'streamRule' },
	{ name: 'Token', value: 'token' },
	{ name: 'User', value: 'user' },
	{ name: 'Webhook', value: 'webhook' },
];

const operationLists = [
	newsOperations,
	postOperations,
	userOperations,
	webhookOperations,
	activitySubscriptionOperations,
	mediaOperations,
	tokenOperations,
	connectionOperations,
	communityNoteOperations,
	streamRuleOperations,
];

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
			// Every kind, checked per operation before sending; notices where an operation needs others.
			...authenticationProperties(resources, operationLists),
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: resources,
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
			mediaOperations,
			...mediaFields,
			tokenOperations,
			...tokenFields,
			connectionOperations,
			...connectionFields,
			communityNoteOperations,
			...communityNoteFields,
			streamRuleOperations,
			...streamRuleFields,
			requestOptionsProperty,
		],
	};

	methods = {
		listSearch: { searchMyPosts, searchWebhooks },
	};

	/** Operations that need more than one request per item (see README, "Architecture"). */
	customOperations = {
		activitySubscription: { readEvents },
		media: mediaCustomOperations,
		token: tokenCustomOperations,
	};
}
