import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { replayOperation } from './replay.operation';
import { validateOperation } from './validate.operation';

export { searchWebhooks } from '../../shared/webhookLocator';

/** Webhook configurations: the callback URLs the platform delivers events to. */
export const webhookResource = describeResource('webhook', 'getAll', [
	createOperation,
	deleteOperation,
	getManyOperation,
	replayOperation,
	validateOperation,
]);
