import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { UnexpectedAnswerError } from '../../../shared/transport/unexpectedAnswer';
import { invalidField } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { authenticationOf } from '../../../shared/nodeContext';
import { platformGet } from '../../../shared/transport/platformGet';
import { rollForwardProperty } from './broadcastSeries';
import {
	BROADCAST_BODY_SENDS,
	broadcastDetails,
	broadcastIdProperty,
	readBroadcastId,
	scheduleBody,
} from './broadcastFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { NUMERIC_ID } from '../../../shared/patterns';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/**
 * The changes, on top of the broadcast as it is: the platform wants its scheduler id and both
 * times in every update, so the broadcast is read first and what is not changed is sent as it was.
 */
async function sendChanges(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const id = readBroadcastId(this);
	const changes = { ...(this.getNodeParameter('updateFields', {}) as IDataObject) };
	if (Object.values(changes).every((value) => value === '' || value === undefined))
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Update Fields',
			'needs at least one field to change',
		);
	const current = (
		await platformGet(
			this,
			authenticationOf(this),
			`/2/broadcasts/scheduled/${id}`,
			'the broadcast',
		)
	).data as IDataObject;
	if (!NUMERIC_ID.test(String(current.scheduled_broadcast_id)))
		throw new UnexpectedAnswerError(
			'expected the broadcast with its numeric `scheduled_broadcast_id`',
			{
				status: 200,
				body: current,
			},
		);
	const start = changes.startTime || new Date(Number(current.scheduled_start_ms)).toISOString();
	const end = changes.endTime || new Date(Number(current.scheduled_end_ms)).toISOString();
	delete changes.startTime;
	delete changes.endTime;
	const body = scheduleBody(this, start, end, changes);
	return {
		...requestOptions,
		url: requestOptions.url.replace(':id', id),
		body: { scheduled_broadcast_id: String(current.scheduled_broadcast_id), ...body },
	};
}

/** PUT /2/broadcasts/scheduled/{id}: a scheduled broadcast changed. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a scheduled broadcast',
	description: 'Change the time, title or other details of a scheduled broadcast',
	acceptedAuthentication: USER,
	sends: { body: [...BROADCAST_BODY_SENDS, 'scheduled_broadcast_id', 'roll_forward'] },
	routing: policyRouting({
		request: { method: 'PUT', url: '/2/broadcasts/scheduled/:id' },
		send: { preSend: [sendChanges] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		broadcastIdProperty,
		collection('Update Fields', 'updateFields', 'Add Field', [
			{ displayName: 'End Time', name: 'endTime', type: 'dateTime', default: '' },
			{ displayName: 'Start Time', name: 'startTime', type: 'dateTime', default: '' },
			...broadcastDetails,
			rollForwardProperty,
		]),
	],
};
