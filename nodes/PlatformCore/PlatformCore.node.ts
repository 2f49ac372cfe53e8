import {
	NodeConnectionTypes,
	type INodePropertyOptions,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { authenticationProperties } from './authentication';
import { accountActivityResource } from './resources/accountActivity';
import { activitySubscriptionResource, readEvents } from './resources/activitySubscription';
import { articleResource } from './resources/article';
import { bookmarkResource, searchBookmarkFolders } from './resources/bookmark';
import { broadcastResource } from './resources/broadcast';
import { communityResource } from './resources/community';
import { communityNoteResource } from './resources/communityNote';
import { complianceJobCustomOperations, complianceJobResource } from './resources/complianceJob';
import { connectionResource } from './resources/connection';
import { directMessageCustomOperations, directMessageResource } from './resources/directMessage';
import { listResource, searchLists } from './resources/list';
import { mediaCustomOperations, mediaResource } from './resources/media';
import { newsResource } from './resources/news';
import { postResource, searchMyPosts } from './resources/post';
import { spaceResource } from './resources/space';
import { streamRuleResource } from './resources/streamRule';
import { streamWebhookResource } from './resources/streamWebhook';
import { timelineResource } from './resources/timeline';
import { tokenCustomOperations, tokenResource } from './resources/token';
import { trendResource } from './resources/trend';
import { usageResource } from './resources/usage';
import { userResource } from './resources/user';
import { searchWebhooks, webhookResource } from './resources/webhook';
import { searchUsers } from '../shared/users/userLocator';

const authentication = authenticationDescription(
	['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken', 'appOnly'],
	'oAuth1',
);

const resources: INodePropertyOptions[] = [
	{ name: 'Account Activity', value: 'accountActivity' },
	{ name: 'Activity Subscription', value: 'activitySubscription' },
	{ name: 'Article', value: 'article' },
	{ name: 'Bookmark', value: 'bookmark' },
	{ name: 'Broadcast', value: 'broadcast' },
	{ name: 'Community', value: 'community' },
	{ name: 'Community Note', value: 'communityNote' },
	{ name: 'Compliance Job', value: 'complianceJob' },
	{ name: 'Connection', value: 'connection' },
	{ name: 'Direct Message', value: 'directMessage' },
	{ name: 'List', value: 'list' },
	{ name: 'Media', value: 'media' },
	{ name: 'News', value: 'news' },
	{ name: 'Post', value: 'post' },
	{ name: 'Space', value: 'space' },
	{ name: 'Filtered-Stream Webhook', value: 'streamWebhook' },
	{ name: 'Stream Rule', value: 'streamRule' },
	{ name: 'Timeline', value: 'timeline' },
	{ name: 'Token', value: 'token' },
	{ name: 'Trend', value: 'trend' },
	{ name: 'Usage', value: 'usage' },
	{ name: 'User', value: 'user' },
	{ name: 'Webhook', value: 'webhook' },
];

const resourceDescriptions = [
	newsResource,
	postResource,
	timelineResource,
	userResource,
	bookmarkResource,
	directMessageResource,
	listResource,
	webhookResource,
	activitySubscriptionResource,
	mediaResource,
	tokenResource,
	connectionResource,
	communityNoteResource,
	streamRuleResource,
	trendResource,
	communityResource,
	usageResource,
	spaceResource,
	articleResource,
	complianceJobResource,
	accountActivityResource,
	streamWebhookResource,
	broadcastResource,
];

const operationLists = resourceDescriptions.map(({ operations }) => operations);

/** Core interface v2: one folder per resource, one file per operation (see README). */
export class PlatformCore implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform',
		name: 'platformCore',
		icon: nodeIcon,
		group: ['transform'],
		version: 1,
		// Replaced by the readable subtitle below; n8n's lint reads only a written-out one.
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Post, like, repost, follow, bookmark and read timelines, users, trends and webhooks (core interface v2)',
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
		// One property for the copies of a field that several operations show (see the function).
		properties: mergeIdenticalProperties('platformCore', [
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
			...resourceDescriptions.flatMap(({ operations, fields }) => [operations, ...fields]),
			requestOptionsProperty,
		]),
	};
	constructor() {
		this.description.subtitle = readableSubtitle(resources, resourceDescriptions);
	}

	methods = {
		listSearch: { searchBookmarkFolders, searchLists, searchMyPosts, searchUsers, searchWebhooks },
	};

	/** Operations that need more than one request per item (see README, "Architecture"). */
	customOperations = {
		activitySubscription: { readEvents },
		complianceJob: complianceJobCustomOperations,
		directMessage: directMessageCustomOperations,
		media: mediaCustomOperations,
		token: tokenCustomOperations,
	};
}
