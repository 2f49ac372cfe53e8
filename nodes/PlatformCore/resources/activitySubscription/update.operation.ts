import { type IExecuteSingleFunctions, type IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField, validateParameters } from '../../../shared/validation';
import { webhookIdCheck, webhookInBody, webhookLocator } from '../../shared/webhookLocator';
import {
	subscriptionIdCheck,
	subscriptionIdProperty,
	tagCheck,
	tagProperty,
} from './subscriptionFields';
import { subscriptionRecords } from './subscriptionOutput';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';

/** The platform refuses an empty update; say so before sending. */
async function requireAChange(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const body = (requestOptions.body ?? {}) as Record<string, unknown>;
	if (body.tag === undefined && body.webhook_id === undefined) {
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Update Fields',
			'must set Tag or Webhook',
		);
	}
	return requestOptions;
}

/** PUT /2/activity/subscriptions/{subscription_id} {tag, webhook_id}. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update an activity subscription',
	description:
		'Change the tag or the webhook of a subscription; needs the App-Only or Bearer Token authentication',
	acceptedAuthentication: APP,
	requests: 'PUT /2/activity/subscriptions/{subscription_id}',
	routing: policyRouting({
		request: { method: 'PUT' },
		send: {
			preSend: [
				validateParameters(
					subscriptionIdCheck,
					tagCheck('updateFields.tag'),
					webhookIdCheck('updateFields.webhookId', false),
				),
				requireAChange,
			],
		},
		output: { postReceive: [subscriptionRecords] },
	}),
	fields: [
		subscriptionIdProperty,
		collection('Update Fields', 'updateFields', 'Add Field', [
			tagProperty,
			webhookLocator({
				required: false,
				description: 'The webhook to deliver the events to from now on',
				routing: webhookInBody,
			}),
		]),
	],
};
