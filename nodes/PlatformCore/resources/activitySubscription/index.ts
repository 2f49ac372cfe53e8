import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { deleteManyOperation } from './deleteMany.operation';
import { getManyOperation } from './getMany.operation';
import { readEventsOperation } from './readEvents.operation';
import { updateOperation } from './update.operation';

/** Activity subscriptions: which events the platform delivers to which webhook. */
export const activitySubscriptionResource = describeResource('activitySubscription', 'create', [
	createOperation,
	deleteOperation,
	deleteManyOperation,
	getManyOperation,
	readEventsOperation,
	updateOperation,
]);
