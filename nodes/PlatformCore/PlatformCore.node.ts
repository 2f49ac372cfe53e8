import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { everyKindAuthentication } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { nodeRegistry } from '../shared/descriptions/registry';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { jsonRequestDefaults } from '../shared/descriptions/requestOptions';
import { CORE_BASE_URL } from '../shared/transport/coreRequest';
import { resourceProperties } from '../shared/descriptions/resource';
import { authenticationProperties } from './authentication';
import { accountActivityResource } from './resources/accountActivity';
import { activitySubscriptionResource } from './resources/activitySubscription';
import { articleResource } from './resources/article';
import { bookmarkResource } from './resources/bookmark';
import { broadcastResource } from './resources/broadcast';
import { communityNoteResource } from './resources/communityNote';
import { communityResource } from './resources/community';
import { complianceJobResource } from './resources/complianceJob';
import { connectionResource } from './resources/connection';
import { directMessageResource } from './resources/directMessage';
import { listResource } from './resources/list';
import { mediaResource } from './resources/media';
import { newsResource } from './resources/news';
import { postResource } from './resources/post';
import { spaceResource } from './resources/space';
import { streamRuleResource } from './resources/streamRule';
import { streamWebhookResource } from './resources/streamWebhook';
import { timelineResource } from './resources/timeline';
import { tokenResource } from './resources/token';
import { trendResource } from './resources/trend';
import { usageResource } from './resources/usage';
import { userResource } from './resources/user';
import { webhookResource } from './resources/webhook';
import { searchUsers } from '../shared/users/userLocator';

const authentication = everyKindAuthentication();

// What a marketer uses most comes first (n8n's nodes panel lists the actions in this order too);
// the developer resources (webhooks, streams, compliance, tokens, usage) last.
// Each resource is listed once, with its name in the Resource dropdown; its operations, code and
// pickers are read from its module. Users are picked in many resources' fields.
const registry = nodeRegistry(
	[
		['Post', postResource],
		['User', userResource],
		['Direct Message', directMessageResource],
		['List', listResource],
		['Media', mediaResource],
		['Timeline', timelineResource],
		['Bookmark', bookmarkResource],
		['Trend', trendResource],
		['News', newsResource],
		['Space', spaceResource],
		['Article', articleResource],
		['Broadcast', broadcastResource],
		['Community', communityResource],
		['Community Note', communityNoteResource],
		['Account Activity', accountActivityResource],
		['Activity Subscription', activitySubscriptionResource],
		['Webhook', webhookResource],
		['Filtered-Stream Webhook', streamWebhookResource],
		['Stream Rule', streamRuleResource],
		['Connection', connectionResource],
		['Compliance Job', complianceJobResource],
		['Token', tokenResource],
		['Usage', usageResource],
	],
	{ listSearch: { searchUsers } },
);
const resources = registry.resources;

/** Every resource's operations, as written: the node's panel, its checks and docs/operations.md read them. */
export const resourceDescriptions = registry.descriptions;

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

	methods = registry.methods;

	/**
	 * Operations written as code: several requests per item, a stream or a file (docs/architecture.md,
	 * "How an operation travels").
	 */
	customOperations = registry.customOperations;
}
