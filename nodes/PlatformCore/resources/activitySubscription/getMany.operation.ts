import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';

/** GET /2/activity/subscriptions: max_results 1 to 1000, pagination_token. */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many activity subscriptions',
	description: "List the app's activity subscriptions, one item each",
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/activity/subscriptions' } },
		corePaging(1000),
	),
};

export const getManyFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['activitySubscription'], operation: ['getAll'] } },
	returnAllOrLimit({ resource: ['activitySubscription'], operation: ['getAll'] }),
);
