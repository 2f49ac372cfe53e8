import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { postRecordLocator } from '../../shared/postRecords';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

import { KIND } from './kind';
import { updateOperation } from './update.operation';

export const scheduledPostResource = accountRecordsResource(
	'scheduledPost',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	(show) => postRecordLocator(KIND, show),
	['delete', 'get', 'update'],
);
