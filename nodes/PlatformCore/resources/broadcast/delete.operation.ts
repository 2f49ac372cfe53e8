import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { broadcastIdInPath, broadcastIdProperty } from './broadcastFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { rollForwardProperty } from './broadcastSeries';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/broadcasts/scheduled/:id: Cancel a scheduled broadcast. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a scheduled broadcast',
	description: 'Cancel a scheduled broadcast',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/broadcasts/scheduled/:id' },
		send: { preSend: [broadcastIdInPath] },
		output: { postReceive: [deletedItems] },
	}),
	fields: [
		broadcastIdProperty,
		collection('Options', 'options', 'Add Option', [
			{
				...rollForwardProperty,
				routing: {
					send: { type: 'query', property: 'roll_forward', value: '={{$value || undefined}}' },
				},
			},
		]),
	],
};
