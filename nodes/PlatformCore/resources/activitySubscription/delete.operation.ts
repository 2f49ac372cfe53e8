import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { subscriptionIdCheck, subscriptionIdProperty } from './subscriptionFields';
import { deletedSubscription } from './subscriptionOutput';

/** DELETE /2/activity/subscriptions/{subscription_id}. */
export const deleteOperation: INodePropertyOptions = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an activity subscription',
	description: 'Delete one subscription; needs the App-Only or Bearer Token authentication',
	routing: policyRouting({
		request: { method: 'DELETE' },
		send: { preSend: [validateParameters(subscriptionIdCheck)] },
		output: { postReceive: [deletedSubscription] },
	}),
};

export const deleteFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['activitySubscription'], operation: ['delete'] } },
	[subscriptionIdProperty],
);
