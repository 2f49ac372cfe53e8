import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import { BROADCAST_BODY_SENDS, broadcastDetails, scheduleBody } from './broadcastFields';
import { seriesCreateDetails, seriesOf } from './broadcastSeries';
import type { Operation } from '../../../shared/descriptions/resource';
import {
	collection,
	requiredDateTime,
	requiredText,
} from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

async function sendNewBroadcast(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const source = String(this.getNodeParameter('sourceId', '')).trim();
	if (source === '')
		throw invalidField(this.getNode(), this.getItemIndex(), 'Source ID', 'is required');
	const { details, recurrence } = seriesOf(
		this,
		this.getNodeParameter('additionalFields', {}) as IDataObject,
	);
	const body = scheduleBody(
		this,
		this.getNodeParameter('startTime', ''),
		this.getNodeParameter('endTime', ''),
		details,
	);
	if (recurrence) body.recurrence = recurrence;
	return { ...requestOptions, body: { source_id: source, ...body } };
}

/** POST /2/broadcasts/scheduled: a live broadcast scheduled on a stream source. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Schedule a broadcast',
	description: 'Schedule a live video broadcast',
	acceptedAuthentication: USER,
	sends: {
		body: [
			...BROADCAST_BODY_SENDS,
			'telecast_id',
			'recurrence',
			'recurrence.frequency',
			'recurrence.repeats',
		],
	},
	routing: policyRouting({
		request: { method: 'POST', url: '/2/broadcasts/scheduled' },
		send: { preSend: [sendNewBroadcast] },
		output: { postReceive: [recordItems('the scheduled broadcast')] },
	}),
	fields: [
		requiredText(
			'Source ID',
			'sourceId',
			'The stream source (its RTMP stream key) to broadcast from',
		),
		requiredDateTime(
			'Start Time',
			'startTime',
			"When it starts (in the workflow's time zone unless the value names one)",
		),
		requiredDateTime('End Time', 'endTime', 'When it ends, after Start Time'),
		collection('Additional Fields', 'additionalFields', 'Add Field', [
			...broadcastDetails,
			...seriesCreateDetails,
		]),
	],
};
