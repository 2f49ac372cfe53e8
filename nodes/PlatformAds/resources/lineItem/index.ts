import { accountLocator } from '../../shared/accountLocator';
import { lineItemLocator } from '../../shared/lineItemLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { updateOperation } from './update.operation';

const everyOperation = { resource: ['lineItem'], operation: ['update', 'delete'] };

export const lineItemResource = describeResource(
	'lineItem',
	'update',
	[deleteOperation, updateOperation],
	{ before: [accountLocator(everyOperation), lineItemLocator(everyOperation)] },
);
