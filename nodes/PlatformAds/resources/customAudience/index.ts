import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { customAudienceLocator } from '../../shared/customAudienceLocator';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export const customAudienceResource = accountRecordsResource(
	'customAudience',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	(show) => customAudienceLocator(show),
	['delete', 'get', 'update'],
);
