import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { deleteManyFields, deleteManyOperation } from './deleteMany.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { readEventsFields, readEventsOperation } from './readEvents.operation';
import { updateFields, updateOperation } from './update.operation';

/** Activity subscriptions: which events the platform delivers to which webhook. */
export const activitySubscriptionOperations = operationList('activitySubscription', 'create', [
	createOperation,
	deleteOperation,
	deleteManyOperation,
	getManyOperation,
	readEventsOperation,
	updateOperation,
]);

export const activitySubscriptionFields: INodeProperties[] = [
	...createFields,
	...deleteFields,
	...deleteManyFields,
	...getManyFields,
	...readEventsFields,
	...updateFields,
];

export { readEvents } from './readEvents.execute';
