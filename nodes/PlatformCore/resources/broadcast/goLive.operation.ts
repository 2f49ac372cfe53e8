import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { broadcastIdInPath, broadcastIdProperty } from './broadcastFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/broadcasts/scheduled/:id/live: Start a scheduled broadcast now (for one scheduled with Manual Publish). */
export const goLiveOperation: Operation = {
	name: 'Go Live',
	value: 'goLive',
	action: 'Start a broadcast',
	description: 'Start a scheduled broadcast now (for one scheduled with Manual Publish)',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/broadcasts/scheduled/:id/live' },
		send: { preSend: [broadcastIdInPath] },
		output: { postReceive: [dataItems] },
	}),
	fields: [broadcastIdProperty],
};
