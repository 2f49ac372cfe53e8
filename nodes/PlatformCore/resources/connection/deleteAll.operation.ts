import { policyRouting } from '../../../shared/routing/policyRouting';
import { killsOutput } from './endpoints';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/connections/all: ends every active streaming connection of the app. */
export const deleteAllOperation: Operation = {
	name: 'Delete All',
	value: 'deleteAll',
	action: 'Delete all connections',
	description: 'End every active streaming connection of the app',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/connections/all' },
		output: killsOutput,
	}),
};
