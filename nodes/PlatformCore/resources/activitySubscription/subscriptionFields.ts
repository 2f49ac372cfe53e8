import type { INodeProperties } from 'n8n-workflow';

import { rules, type FieldCheck } from '../../../shared/validation';

/** The subscription in the path (Update, Delete): 1 to 19 digits. */
export const subscriptionIdProperty: INodeProperties = {
	displayName: 'Subscription ID',
	name: 'subscriptionId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1146654567674912769',
	description:
		'The ID of the activity subscription (subscription_ID in the Create or Get Many output)',
	routing: { request: { url: '=/2/activity/subscriptions/{{String($value).trim()}}' } },
};

export const subscriptionIdCheck: FieldCheck = {
	parameter: 'subscriptionId',
	field: 'Subscription ID',
	rules: [rules.id],
	required: true,
};

/** Tag: the platform takes 1 to 200 characters. */
export const tagProperty: INodeProperties = {
	displayName: 'Tag',
	name: 'tag',
	type: 'string',
	default: '',
	description:
		'Your own label for the subscription (1 to 200 characters), delivered with each event',
	routing: {
		send: { type: 'body', property: 'tag', value: `={{$value === '' ? undefined : $value}}` },
	},
};

export const tagCheck = (parameter: string): FieldCheck => ({
	parameter,
	field: 'Tag',
	rules: [rules.chars(1, 200)],
});
