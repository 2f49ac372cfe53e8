import {
	type IDataObject,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
} from 'n8n-workflow';

import {
	ACTIVITY_EVENT_TYPES,
	activityEventTypeOptions,
	eventTypeOf,
	scopeGranted,
} from '../../../shared/activityEventTypes';
import { credentialTypeFor, type AuthenticationMethod } from '../../../shared/credentialTypes';
import { readCredentials } from '../../../shared/readCredentials';
import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkedBeforeSending } from '../../../shared/routing/toolRefusals';
import { checkRequired, invalidField, rules, validateParameters } from '../../../shared/validation';
import { webhookIdCheck, webhookInBody, webhookLocator } from '../../shared/webhookLocator';
import { subscriptionRecords } from './subscriptionOutput';
import { tagCheck, tagProperty } from './subscriptionFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** Events whose filter takes a direction: direct-message and chat events. */
const DIRECTIONAL_EVENT_TYPES = ACTIVITY_EVENT_TYPES.filter((type) => type.takesDirection).map(
	(type) => type.value,
);

/** filter.direction: sent or received; left out for both, which is what its absence means. */
async function sendDirection(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const direction = this.getNodeParameter('direction', 'both') as string;
	if (direction === 'both') return requestOptions;
	const body = (requestOptions.body ?? {}) as IDataObject;
	body.filter = { ...((body.filter as IDataObject | undefined) ?? {}), direction };
	requestOptions.body = body;
	return requestOptions;
}

/** Event types subscribed without a user (oauth.revoke): their filter is sent empty. */
const NO_USER_EVENT_TYPES = ACTIVITY_EVENT_TYPES.filter((type) => type.noUserFilter).map(
	(type) => type.value,
);

/**
 * event_type by its current name (a deprecated name from an expression is sent as the name that
 * replaced it), User ID required unless the event names no user, and a private event refused
 * before sending when the credential cannot hold its scope: the app's token holds none, and an
 * OAuth2 sign-in says which it holds.
 */
async function sendEventType(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const raw = String(this.getNodeParameter('eventType', ''));
	const type = eventTypeOf(raw);
	if (!type)
		throw invalidField(
			node,
			item,
			'Event Type',
			`holds "${raw.slice(0, 60)}", which is not an event type of the activity API`,
		);
	const body = (requestOptions.body ?? {}) as IDataObject;
	body.event_type = type.value;
	if (type.noUserFilter) body.filter = {};
	else checkRequired(node, item, 'User ID', this.getNodeParameter('userId', ''));
	const scopes = type.scopes ?? [];
	if (scopes.length || type.ownUserOnly) {
		const authentication = this.getNodeParameter(
			'authentication',
			'oAuth1',
		) as AuthenticationMethod;
		if (authentication === 'appOnly')
			throw invalidField(
				node,
				item,
				'Event Type',
				`is ${type.value}, a private event: it is subscribed with the user's own sign-in (an OAuth2 credential with the scope ${scopes[0] ?? 'of the event'}); the app's token cannot subscribe to it`,
			);
		if (authentication === 'oAuth2' && scopes.length) {
			const values = await readCredentials(this, credentialTypeFor('oAuth2'));
			const granted = typeof values.scope === 'string' ? values.scope : '';
			if (!scopeGranted(granted, scopes))
				throw invalidField(
					node,
					item,
					'Event Type',
					`is ${type.value}, which needs the scope ${scopes[0]}: add it to the Scope of the OAuth2 credential (it holds "${granted.slice(0, 200)}") and sign in again`,
				);
		}
	}
	requestOptions.body = body;
	return requestOptions;
}

/** POST /2/activity/subscriptions {event_type, filter: {user_id, keyword, direction}, tag, webhook_id}. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create an activity subscription',
	description:
		'Subscribe to one event type for one user, delivered to a webhook (or to the activity stream when none is given)',
	acceptedAuthentication: ANY,
	sends: { body: ['filter', 'filter.direction'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/activity/subscriptions' },
		send: {
			preSend: [
				sendEventType,
				validateParameters(
					{ parameter: 'userId', field: 'User ID', rules: [rules.id] },
					{ parameter: 'additionalFields.keyword', field: 'Keyword', rules: [rules.chars(1, 150)] },
					tagCheck('additionalFields.tag'),
					webhookIdCheck('webhookId', false),
				),
			],
		},
		output: { postReceive: [subscriptionRecords] },
	}),
	fields: [
		{
			displayName: 'Event Type',
			name: 'eventType',
			type: 'options',
			required: true,
			options: activityEventTypeOptions,
			default: 'post.create',
			description: 'The kind of activity to be told about',
			routing: { send: { type: 'body', property: 'event_type' } },
		},
		{
			displayName: 'User ID',
			name: 'userId',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 2244994945',
			displayOptions: { hide: { eventType: NO_USER_EVENT_TYPES } },
			description:
				'The user whose activity to follow (1 to 19 digits). For private events (mentions, replies, likes, messages, mutes, blocks, ...) it must be the authenticated user.',
			routing: {
				send: { type: 'body', property: 'filter.user_id', value: '={{String($value).trim()}}' },
			},
		},
		{
			displayName: 'Direction',
			name: 'direction',
			type: 'options',
			displayOptions: { show: { eventType: DIRECTIONAL_EVENT_TYPES } },
			options: [
				{ name: 'Both', value: 'both', description: 'Messages the user sent and received' },
				{ name: 'Received', value: 'received', description: 'Only messages the user received' },
				{ name: 'Sent', value: 'sent', description: 'Only messages the user sent' },
			],
			default: 'both',
			description: 'Which direct or chat messages of the user to be told about',
			routing: { send: { preSend: [checkedBeforeSending([sendDirection])] } },
		},
		webhookLocator({
			required: false,
			description:
				'Where to deliver the events. Leave empty to read them from the activity stream instead.',
			routing: webhookInBody,
		}),
		collection('Additional Fields', 'additionalFields', 'Add Field', [
			{
				displayName: 'Keyword',
				name: 'keyword',
				type: 'string',
				default: '',
				description: 'Only events matching this keyword (1 to 150 characters)',
				routing: { send: { type: 'body', property: 'filter.keyword' } },
			},
			tagProperty,
		]),
	],
};
