import {
	type IExecuteFunctions,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import type { AuthenticationMethod } from '../shared/credentialTypes';
import { authenticationDescription } from '../shared/descriptions/authentication';
import { RoutedOperationError } from '../shared/routing/operationError';
import {
	ANY,
	APP,
	authenticationFix,
	authenticationNotices,
	authenticationProblem,
	OAUTH1,
	OAUTH2_USER,
	USER,
} from '../shared/authenticationKinds';
import { itemLabel } from '../shared/validation';

/**
 * The credential kinds each core operation's endpoint accepts (nodes/shared/authenticationKinds.ts
 * names the kinds). An operation whose endpoint refuses a kind fails before any request, naming
 * the kinds that work, and the panel shows a notice saying so.
 *
 * The Authentication dropdown itself is one field offering every kind: n8n's editor treats every
 * field the Authentication field depends on as part of the credential section, so an
 * Authentication field per operation would take Resource and Operation out of the panel.
 */
export const ACCEPTED_AUTHENTICATION: Record<string, Record<string, AuthenticationMethod[]>> = {
	// Subscribing and checking act as the user; listing, removing and counting take the app.
	accountActivity: {
		subscribe: USER,
		checkSubscription: USER,
		getAll: APP,
		unsubscribe: APP,
		count: APP,
	},
	activitySubscription: {
		create: ANY,
		getAll: ANY,
		update: APP,
		delete: APP,
		deleteMany: APP,
		readEvents: APP,
	},
	article: { createDraft: USER, publish: USER },
	bookmark: {
		getAll: USER,
		// Adding and removing a bookmark takes an OAuth 2.0 user token only.
		add: OAUTH2_USER,
		remove: OAUTH2_USER,
		folders: USER,
		createFolder: OAUTH2_USER,
		folderPosts: USER,
	},
	broadcast: {
		create: USER,
		get: USER,
		getAll: USER,
		update: USER,
		delete: USER,
		goLive: USER,
		sendChatMessage: USER,
	},
	community: { get: ANY, search: USER },
	complianceJob: { create: APP, get: APP, getAll: APP },
	directMessage: {
		sendToUser: USER,
		sendToConversation: USER,
		createGroupConversation: USER,
		getManyEvents: USER,
		getEventsWithUser: USER,
		getConversationEvents: USER,
		getEvent: USER,
		deleteEvent: USER,
		// Attached media is downloaded with an OAuth 2.0 user token only.
		downloadMedia: OAUTH2_USER,
		block: USER,
		unblock: USER,
	},
	communityNote: {
		delete: USER,
		create: USER,
		evaluate: USER,
		searchEligiblePosts: USER,
		searchWritten: USER,
	},
	connection: { getAll: APP, deleteAll: APP, deleteByEndpoint: APP, deleteByIds: APP },
	list: {
		create: USER,
		get: ANY,
		update: USER,
		delete: USER,
		members: ANY,
		addMember: USER,
		removeMember: USER,
		followers: ANY,
		posts: ANY,
		follow: USER,
		unfollow: USER,
		pin: USER,
		unpin: USER,
		owned: ANY,
		followed: ANY,
		memberships: ANY,
		pinned: USER,
	},
	media: {
		upload: USER,
		getUploadStatus: USER,
		get: ANY,
		getMany: ANY,
		addMetadata: USER,
		addSubtitles: USER,
		deleteSubtitles: USER,
		getAnalytics: USER,
	},
	news: { get: ANY, search: ANY },
	post: {
		countAll: APP,
		// Counts of the last 7 days take an OAuth 2.0 user or the app, not OAuth 1.0a.
		countRecent: ['oAuth2', ...APP],
		create: USER,
		delete: USER,
		edit: USER,
		get: ANY,
		getMany: ANY,
		searchAll: APP,
		searchRecent: ANY,
		like: USER,
		unlike: USER,
		repost: USER,
		undoRepost: USER,
		hideReply: USER,
		getQuotePosts: ANY,
		getReposts: ANY,
		getRepostedBy: ANY,
		getLikingUsers: USER,
		getAnalytics: USER,
	},
	space: {
		// Spaces take an OAuth 2.0 user token or the app's, not OAuth 1.0a; buyers only the user's.
		get: ['oAuth2', ...APP],
		getMany: ['oAuth2', ...APP],
		byCreators: ['oAuth2', ...APP],
		search: ['oAuth2', ...APP],
		buyers: OAUTH2_USER,
		posts: ['oAuth2', ...APP],
	},
	streamRule: { add: APP, delete: APP, getAll: APP, getPowerstreamRules: APP, getCounts: APP },
	streamWebhook: { link: APP, getAll: APP, unlink: APP },
	// The access token invalidated is the OAuth1 credential's own; a bearer token is invalidated
	// with the app's key and secret, which the OAuth1 keys and App-Only credentials hold.
	token: { invalidateAccessToken: OAUTH1, invalidateBearerToken: ['oAuth1', 'appOnly'] },
	timeline: {
		userPosts: ANY,
		mentions: ANY,
		homeTimeline: USER,
		likedPosts: USER,
		repostsOfMe: USER,
	},
	trend: { byLocation: ['oAuth2', ...APP], personalized: USER },
	usage: { getPostUsage: APP },
	user: {
		getById: ANY,
		getByUsername: ANY,
		getMe: USER,
		getManyByIds: ANY,
		getManyByUsernames: ANY,
		search: USER,
		followers: ANY,
		following: ANY,
		follow: USER,
		unfollow: USER,
		mute: USER,
		unmute: USER,
		muted: USER,
		blocked: USER,
		affiliates: ANY,
	},
	// Webhooks take the app, or OAuth 1.0a for create, validate and delete; listing and replay the app only.
	webhook: {
		create: [...OAUTH1, ...APP],
		delete: [...OAUTH1, ...APP],
		validate: [...OAUTH1, ...APP],
		getAll: APP,
		replay: APP,
	},
};

function refusal(
	node: IExecuteSingleFunctions['getNode'] extends () => infer N ? N : never,
	itemIndex: number,
	problem: string,
	kinds: AuthenticationMethod[],
) {
	return new RoutedOperationError(node, `${itemLabel(itemIndex)}: ${problem}`, {
		itemIndex,
		description: authenticationFix(kinds),
	});
}

/** The preSend of the Authentication field: refuses a kind the chosen operation's endpoint does not take. */
function requireAuthentication(labels: Labels) {
	return async function checkAuthentication(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const resource = this.getNodeParameter('resource', '') as string;
		const operation = this.getNodeParameter('operation', '') as string;
		const kinds = ACCEPTED_AUTHENTICATION[resource]?.[operation];
		const label = labels[resource]?.[operation];
		if (!kinds || !label) return requestOptions;
		const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
		const subject = `${label.resource} > ${label.operation}`;
		const problem = authenticationProblem(subject, kinds, authentication);
		if (problem) throw refusal(this.getNode(), this.getItemIndex(), problem, kinds);
		return requestOptions;
	};
}

/** The same check for a custom operation, which routing's preSend does not reach. */
export function checkCustomAuthentication(
	context: IExecuteFunctions,
	itemIndex: number,
	resourceName: string,
	operationName: string,
	kinds: AuthenticationMethod[],
): void {
	const authentication = context.getNodeParameter('authentication', itemIndex, 'oAuth1') as string;
	const problem = authenticationProblem(
		`${resourceName} > ${operationName}`,
		kinds,
		authentication,
	);
	if (problem) throw refusal(context.getNode(), itemIndex, problem, kinds);
}

type Labels = Record<string, Record<string, { resource: string; operation: string }>>;

/**
 * The Authentication field (every kind, OAuth1 keys by default, checked before sending), then
 * for each group of operations that accept the same kinds their notices (authenticationNotices).
 */
export function authenticationProperties(
	resources: INodePropertyOptions[],
	operationLists: INodeProperties[],
): INodeProperties[] {
	const labels: Labels = {};
	const notices = resources.flatMap((resource) => {
		const value = String(resource.value);
		const list = operationLists.find((property) =>
			property.displayOptions?.show?.resource?.includes(value),
		);
		const groups = new Map<string, { kinds: AuthenticationMethod[]; operations: string[] }>();
		for (const operation of (list?.options ?? []) as INodePropertyOptions[]) {
			const kinds = ACCEPTED_AUTHENTICATION[value]?.[String(operation.value)];
			if (!kinds)
				throw new Error(`${resource.name} > ${operation.name} declares no authentication`);
			(labels[value] ??= {})[String(operation.value)] = {
				resource: resource.name,
				operation: operation.name,
			};
			const group = groups.get(kinds.join()) ?? { kinds, operations: [] };
			group.operations.push(String(operation.value));
			groups.set(kinds.join(), group);
		}
		return [...groups.values()].flatMap(({ kinds, operations }) =>
			authenticationNotices('This operation', kinds, { resource: [value], operation: operations }),
		);
	});
	return [
		{
			...authenticationDescription(ANY, 'oAuth1').property,
			routing: { send: { preSend: [requireAuthentication(labels)] } },
		},
		...notices,
	];
}
