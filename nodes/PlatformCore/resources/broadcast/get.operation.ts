import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { broadcastIdInPath, broadcastIdProperty } from './broadcastFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/broadcasts/scheduled/:id: Look up one scheduled broadcast. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a scheduled broadcast',
	description: 'Look up one scheduled broadcast',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/broadcasts/scheduled/:id' },
		send: { preSend: [broadcastIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [broadcastIdProperty],
};
