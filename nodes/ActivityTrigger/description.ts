import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import {
	ACTIVITY_EVENT_TYPES,
	activityEventTypeOptions,
	DEPRECATED_EVENT_TYPE_NAMES,
} from '../shared/activityEventTypes';
import { authenticationOptions } from '../shared/descriptions/authentication';
import {
	ACCOUNT_ACTIVITY_NOTICE,
	ACCOUNT_ACTIVITY_PRESET,
	ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS,
} from './accountActivityMove';
import { ACCOUNT_USER_METHODS, NO_USER_SIGN_IN } from './accountActivitySource';
import { DEFAULT_SIGNATURE_HEADER } from './delivery';
import { FUTURE_TOLERANCE_MINUTES } from './eventTimes';
import { DEFAULT_WINDOW_HOURS, SEEN_EVENTS_CAP } from './seenEvents';
import { collection } from '../shared/descriptions/properties';
import { thousands } from '../shared/descriptions/thousands';

/** The fields of events chosen one by one (Subscribe To: Events Chosen Below). */
const CHOSEN_EVENT_FIELDS: INodeProperties[] = [
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		options: activityEventTypeOptions,
		default: [],
		required: true,
		description:
			"Which activity events start the workflow. Each event type is subscribed once for every user ID below. Private events (mentions, replies, quotes and reposts of the user, likes, messages, mutes, blocks, broadcast chat) need the user's sign-in in User Sign-In, holding the scope the event names.",
	},
	{
		displayName: `Deprecated event names (${Object.keys(DEPRECATED_EVENT_TYPE_NAMES).join(', ')}) are subscribed under their current names, e.g. ProfileBioUpdate as profile.update.bio and chat.conversation_join as chat.conversation.join`,
		name: 'deprecatedEventsNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { events: Object.keys(DEPRECATED_EVENT_TYPE_NAMES) } },
	},
	{
		displayName: 'Users',
		name: 'userIds',
		type: 'string',
		default: '',
		required: true,
		placeholder: '@platformdev, @example_brand',
		description:
			'The users to watch, by username (with or without @) or numeric ID, separated by commas. Usernames are looked up when the workflow is activated. Every pair of event type and user is one subscription. Private events are subscribed for the signed-in user only.',
	},
	{
		displayName: 'Keyword',
		name: 'keyword',
		type: 'string',
		default: '',
		description: 'Only events whose content contains this keyword (up to 150 characters)',
	},
	{
		displayName: 'Direction',
		name: 'direction',
		type: 'options',
		options: [
			{ name: 'Both', value: 'both', description: 'Messages sent and received' },
			{ name: 'Received', value: 'received', description: 'Only messages the user received' },
			{ name: 'Sent', value: 'sent', description: 'Only messages the user sent' },
		],
		default: 'both',
		// Shown once a message event is chosen: no other event type takes a direction.
		displayOptions: {
			show: {
				events: ACTIVITY_EVENT_TYPES.filter((type) => type.takesDirection).map(
					({ value }) => value,
				),
			},
		},
		description: 'Which direct and chat messages start the workflow',
	},
];

const ACTIVITY_FIELDS: INodeProperties[] = [
	{
		displayName: 'Subscribe To',
		name: 'subscribeTo',
		type: 'options',
		options: [
			{
				name: 'Events Chosen Below',
				value: 'chosen',
				description: 'The event types and users you choose',
			},
			{
				name: 'Everything Account Activity Delivered',
				value: ACCOUNT_ACTIVITY_PRESET,
				description: `The signed-in user's ${ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS.length} event types that replace the Account Activity source (${ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS.join(', ')}); needs User Sign-In`,
			},
		],
		default: 'chosen',
	},
	...updateDisplayOptions({ show: { subscribeTo: ['chosen'] } }, CHOSEN_EVENT_FIELDS),
	{
		displayName:
			'Subscribes the signed-in user of User Sign-In to every event type that replaces an Account Activity kind, in one activation, and removes them all on deactivation. The OAuth2 sign-in needs the scopes post.read, like.read, dm.read, mute.read and block.read.',
		name: 'accountActivityPresetNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { subscribeTo: [ACCOUNT_ACTIVITY_PRESET] } },
	},
	{
		displayName: 'Tag',
		name: 'tag',
		type: 'string',
		default: '',
		description:
			'A label of up to 200 characters stored with each subscription and delivered with its events',
	},
];

/** The event sources (EventSource in eventSources.ts). */
const SOURCE_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Activity Events',
		value: 'activity',
		description: 'Events of the users you name: posts, profile changes, follows and messages',
	},
	{
		name: 'Posts Matching Stream Rules',
		value: 'streamRules',
		description:
			'Every new post that matches your filtered-stream rules (needs filtered-stream webhook access)',
	},
	{
		name: 'Account Activity',
		value: 'accountActivity',
		description:
			'Everything that happens to the signed-in account: its posts, mentions, likes, follows, messages',
	},
];

/** Which events the trigger receives; each source registers something else with the webhook. */
const sourceProperty: INodeProperties = {
	displayName: 'Event Source',
	name: 'source',
	type: 'options',
	noDataExpression: true,
	options: SOURCE_OPTIONS,
	default: 'activity',
};

const STREAM_RULE_FIELDS: INodeProperties[] = [
	{
		displayName: 'Rules',
		name: 'rules',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Rule',
		default: {},
		required: true,
		options: [
			{
				displayName: 'Rule',
				name: 'rule',
				values: [
					{
						displayName: 'Rule',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. (launch OR release) from:platformdev -is:repost',
						description:
							"A filtered-stream rule in the platform's query language, up to 2,048 characters",
					},
					{
						displayName: 'Label',
						name: 'label',
						type: 'string',
						default: '',
						description:
							"A name for the rule, delivered with each post it matches (the rule's tag, followed by this workflow's ID)",
					},
				],
			},
		],
		description:
			'Added when the workflow is activated and deleted when it is deactivated; rules of other workflows are left alone',
	},
];

/**
 * The account's sign-in, for account activity only. n8n's editor takes every parameter that a
 * credential slot's `show` condition names (here Event Source) for part of the credential setup,
 * and hides each parameter named in such a parameter's own `show` condition. This field and User
 * Sign-In are named in the slots' `hide` conditions (accountUserCredentialSlots), and are hidden
 * for the other sources rather than shown for theirs, which keeps them clear of that rule too.
 */
const userAuthenticationProperty: INodeProperties = {
	displayName: 'User Authentication',
	name: 'userAuthentication',
	type: 'options',
	options: authenticationOptions(ACCOUNT_USER_METHODS),
	default: 'oAuth2',
	displayOptions: {
		hide: {
			source: SOURCE_OPTIONS.map(({ value }) => value).filter(
				(value) => value !== 'accountActivity',
			),
		},
	},
	description:
		"The account whose activity starts the workflow: its sign-in subscribes it. The webhook stays the app's (see Authentication above).",
};

/**
 * The signed-in user of the Activity Events source, for private events and the Account Activity
 * preset. Hidden for the other sources (not shown only for Activity Events): see
 * accountUserCredentialSlots for why a credential slot's fields use `hide`.
 */
const userSignInProperty: INodeProperties = {
	displayName: 'User Sign-In',
	name: 'userSignIn',
	type: 'options',
	options: [
		{ name: 'None (Public Events Only)', value: NO_USER_SIGN_IN },
		...authenticationOptions(ACCOUNT_USER_METHODS),
	],
	default: NO_USER_SIGN_IN,
	displayOptions: { hide: { source: ['streamRules', 'accountActivity'] } },
	description:
		"A user's sign-in, which subscribes that user's private events (the OAuth2 sign-in holding the scope each event names). The webhook stays the app's (see Authentication above).",
};

/** Account Activity ends: the date, its replacement and what has none. */
const accountActivityNotice: INodeProperties = {
	displayName: ACCOUNT_ACTIVITY_NOTICE,
	name: 'accountActivityEndNotice',
	type: 'notice',
	default: '',
	displayOptions: { show: { source: ['accountActivity'] } },
};

/** The platform calls only public https addresses; the panel shows n8n's own, often localhost. */
const publicUrlNotice: INodeProperties = {
	displayName:
		"The platform delivers events only to a public https address: set n8n's WEBHOOK_URL (N8N_WEBHOOK_URL in n8n 2) to the https address where the platform reaches this n8n. Webhook URLs that start with http://localhost cannot be reached from the platform.",
	name: 'publicUrlNotice',
	type: 'notice',
	default: '',
};

/** The trigger's parameters, after the Authentication dropdown. */
export const triggerProperties: INodeProperties[] = [
	publicUrlNotice,
	sourceProperty,
	...updateDisplayOptions({ show: { source: ['activity'] } }, ACTIVITY_FIELDS),
	...updateDisplayOptions({ show: { source: ['streamRules'] } }, STREAM_RULE_FIELDS),
	accountActivityNotice,
	userAuthenticationProperty,
	userSignInProperty,
	collection('Options', 'options', 'Add Option', [
		{
			displayName: 'Accept Events Without a Readable Time',
			name: 'acceptUnreadableTimes',
			type: 'boolean',
			default: false,
			description:
				'Whether to run events whose time cannot be read (not an ISO time, the older date format, or epoch seconds or milliseconds) as if they named none. Off, they are refused (400).',
		},
		{
			displayName: 'Freshness Window (Hours)',
			name: 'windowHours',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 720 },
			default: DEFAULT_WINDOW_HOURS,
			description: `Deliveries of events older than this (or dated more than ${FUTURE_TOLERANCE_MINUTES} minutes ahead) are refused, and event IDs are remembered this long (at most ${thousands(SEEN_EVENTS_CAP)} of them) so a repeated delivery starts no run`,
		},
		{
			displayName: 'Include Raw Body',
			name: 'includeRawBody',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the delivery body exactly as received (raw_body), e.g. to check its signature again',
		},
		{
			displayName: 'Signature Header',
			name: 'signatureHeader',
			type: 'string',
			default: DEFAULT_SIGNATURE_HEADER,
			description: 'Name of the request header that carries the delivery signature (sha256=…)',
		},
		{
			displayName: 'Verify Signature',
			name: 'verifySignature',
			type: 'boolean',
			default: true,
			description:
				'Whether to refuse (401) deliveries whose signature does not match the body signed with the consumer secret. Turn off only behind a proxy that checks it.',
		},
	]),
];
