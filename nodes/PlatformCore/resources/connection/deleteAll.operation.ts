import type { INodePropertyOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { killsOutput } from './endpoints';

/** DELETE /2/connections/all: ends every active streaming connection of the app. */
export const deleteAllOperation: INodePropertyOptions = {
	name: 'Delete All',
	value: 'deleteAll',
	action: 'Delete all connections',
	description: 'End every active streaming connection of the app',
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/connections/all' },
		output: killsOutput,
	}),
};
