import { type IExecuteSingleFunctions, type IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField, locatorValue, validateParameters } from '../../../shared/validation';
import { dateTimeToMs, replayWindow } from './replayDates';
import { webhookIdCheck, webhookLocator } from '../../shared/webhookLocator';
import { dataItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';
import { requiredDateTime } from '../../../shared/descriptions/properties';

/**
 * Builds `{webhook_id, from_date, to_date}` from the item's fields, or fails naming the field:
 * both dates are required, within the past 24 hours, From before To.
 */
async function replayBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const itemIndex = this.getItemIndex();
	const nowMs = Date.now();
	const dates: Record<string, number> = {};
	for (const [parameter, field] of [
		['fromDate', 'From'],
		['toDate', 'To'],
	] as const) {
		const value = this.getNodeParameter(parameter, undefined);
		if (value === undefined || value === null || value === '')
			throw invalidField(this.getNode(), itemIndex, field, 'is required');
		const ms = dateTimeToMs(value, this.getTimezone());
		if (ms === undefined)
			throw invalidField(
				this.getNode(),
				itemIndex,
				field,
				`must be a date and time, got "${String(value).slice(0, 40)}"`,
			);
		dates[field] = ms;
	}
	const window = replayWindow(dates.From, dates.To, nowMs);
	if ('problem' in window)
		throw invalidField(this.getNode(), itemIndex, window.field, window.problem);
	const webhookId = String(locatorValue(this.getNodeParameter('webhookId', undefined)));
	return { ...requestOptions, body: { webhook_id: webhookId, ...window } };
}

/** POST /2/webhooks/replay: delivers the events of a past window (up to 24 hours back) again. */
export const replayOperation: Operation = {
	name: 'Replay',
	value: 'replay',
	action: 'Replay webhook events',
	description:
		'Have the platform deliver the events of a past window (up to 24 hours back) to the webhook again; needs the App-Only or Bearer Token authentication',
	acceptedAuthentication: APP,
	sends: { body: ['webhook_id', 'from_date', 'to_date'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/webhooks/replay' },
		send: { preSend: [validateParameters(webhookIdCheck('webhookId', true)), replayBody] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		webhookLocator({
			required: true,
			description: 'The webhook to deliver the events to again',
			routing: {},
		}),
		requiredDateTime(
			'From',
			'fromDate',
			"Start of the window (inclusive, in the workflow's time zone unless the value names one); at most 24 hours ago. Sent to the minute, in UTC.",
		),
		requiredDateTime(
			'To',
			'toDate',
			'End of the window (inclusive); after From and not in the future. Sent to the minute, in UTC.',
		),
	],
};
