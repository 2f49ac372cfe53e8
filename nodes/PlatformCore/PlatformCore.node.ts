import {
	NodeConnectionTypes,
	type INodePropertyOptions,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { everyKindAuthentication } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { jsonRequestDefaults } from '../shared/descriptions/requestOptions';
import { CORE_BASE_URL } from '../shared/transport/coreRequest';
import { resourceProperties } from '../shared/descriptions/resource';
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
import { postCustomOperations, postResource, searchMyPosts, searchPosts } from './resources/post';
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

const authentication = everyKindAuthentication();

// What a marketer uses most comes first (n8n's nodes panel lists the actions in this order too);
// the developer resources (webhooks, streams, compliance, tokens, usage) last.
const resources: INodePropertyOptions[] = [
	{ name: 'Post', value: 'post' },
	{ name: 'User', value: 'user' },
	{ name: 'Direct Message', value: 'directMessage' },
	{ name: 'List', value: 'list' },
	{ name: 'Media', value: 'media' },
	{ name: 'Timeline', value: 'timeline' },
	{ name: 'Bookmark', value: 'bookmark' },
	{ name: 'Trend', value: 'trend' },
	{ name: 'News', value: 'news' },
	{ name: 'Space', value: 'space' },
	{ name: 'Article', value: 'article' },
	{ name: 'Broadcast', value: 'broadcast' },
	{ name: 'Community', value: 'community' },
	{ name: 'Community Note', value: 'communityNote' },
	{ name: 'Account Activity', value: 'accountActivity' },
	{ name: 'Activity Subscription', value: 'activitySubscription' },
	{ name: 'Webhook', value: 'webhook' },
	{ name: 'Filtered-Stream Webhook', value: 'streamWebhook' },
	{ name: 'Stream Rule', value: 'streamRule' },
	{ name: 'Connection', value: 'connection' },
	{ name: 'Compliance Job', value: 'complianceJob' },
	{ name: 'Token', value: 'token' },
	{ name: 'Usage', value: 'usage' },
];

/** Every resource's operations, as written: the node's panel, its checks and docs/operations.md read them. */
export const resourceDescriptions = [
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

/** Core interface v2: one folder per resource, one file per operation (docs/architecture.md). */
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
			'Post, reply, like, repost, follow, send direct messages, manage lists and bookmarks, read timelines, users and trends (core interface v2)',
		defaults: { name: 'Platform' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		requestDefaults: jsonRequestDefaults(CORE_BASE_URL),
		// One property for the copies of a field that several operations show (see the function).
		properties: mergeIdenticalProperties('platformCore', [
			// Every kind, checked per operation before sending; notices where an operation needs others.
			...authenticationProperties(resources, resourceDescriptions),
			...resourceProperties(resources, resourceDescriptions, 'user'),
		]),
	};
	constructor() {
		this.description.subtitle = readableSubtitle(resources, resourceDescriptions);
	}

	methods = {
		listSearch: {
			searchBookmarkFolders,
			searchLists,
			searchMyPosts,
			searchPosts,
			searchUsers,
			searchWebhooks,
		},
	};

	/**
	 * Operations written as code: several requests per item, a stream or a file (docs/architecture.md,
	 * "How an operation travels").
	 */
	customOperations = {
		activitySubscription: { readEvents },
		complianceJob: complianceJobCustomOperations,
		directMessage: directMessageCustomOperations,
		media: mediaCustomOperations,
		post: postCustomOperations,
		token: tokenCustomOperations,
	};
}
