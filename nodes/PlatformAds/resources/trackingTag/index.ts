import { accountRecordsResource } from '../../shared/accountRecordsResource';
import { trackingTagLocator } from '../../shared/trackingTagLocator';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export const trackingTagResource = accountRecordsResource(
	'trackingTag',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	(show) => trackingTagLocator(show),
	['delete', 'get', 'update'],
);
