import { policyRouting } from '../../../shared/routing/policyRouting';
import { UnexpectedAnswerError } from '../../../shared/transport/unexpectedAnswer';
import { dmEventFieldsProperties, dmEventsWithExpansions } from '../../../shared/fields/dmEvents';
import { eventIdInPath, eventIdProperty } from './eventId';
import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';
import type { Operation } from '../../../shared/descriptions/resource';
import { wantsFullResponse } from '../../../shared/descriptions/output';
import { USER } from '../../../shared/authenticationKinds';

/** postReceive: the event with its expansions merged in, or the answer whole. */
async function eventOutput(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = (response.body ?? {}) as IDataObject;
	const events = dmEventsWithExpansions(body);
	if (events.length === 0)
		throw new UnexpectedAnswerError('expected the event in `data`', {
			status: response.statusCode,
			body,
		});
	if (wantsFullResponse(this)) return [{ json: body }];
	return events.map((json) => ({ json }));
}

/** GET /2/dm_events/{event_id}: one direct message event. */
export const getEventOperation: Operation = {
	name: 'Get Event',
	value: 'getEvent',
	action: 'Get a direct message',
	description: 'Look up one direct message event by ID',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/dm_events/:event_id' },
		send: { preSend: [eventIdInPath] },
		output: { postReceive: [eventOutput] },
	}),
	fields: [eventIdProperty, ...dmEventFieldsProperties],
};
