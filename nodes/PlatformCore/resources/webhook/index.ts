import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { replayOperation } from './replay.operation';
import { validateOperation } from './validate.operation';
import { searchWebhooks } from '../../shared/webhookLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';

/** Webhook configurations: the callback URLs the platform delivers events to. */
export const webhookResource: ResourceModule = {
	...describeResource('webhook', 'getAll', [
		createOperation,
		deleteOperation,
		getManyOperation,
		replayOperation,
		validateOperation,
	]),
	listSearch: { searchWebhooks },
};
