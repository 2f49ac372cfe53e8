import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { replayFields, replayOperation } from './replay.operation';
import { validateOperation, validateOperationFields } from './validate.operation';

export { searchWebhooks } from './webhookLocator';

/** Webhook configurations: the callback URLs the platform delivers events to. */
export const webhookOperations = operationList('webhook', 'getAll', [
	createOperation,
	deleteOperation,
	getManyOperation,
	replayOperation,
	validateOperation,
]);

export const webhookFields: INodeProperties[] = [
	...createFields,
	...deleteFields,
	...getManyFields,
	...replayFields,
	...validateOperationFields,
];
