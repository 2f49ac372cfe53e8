import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { postRecordLocator } from '../../shared/postRecords';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { previewOperation } from './preview.operation';
import { KIND } from './kind';
import { updateOperation } from './update.operation';

export const draftPostResource = accountRecordsResource(
	'draftPost',
	[
		createOperation,
		deleteOperation,
		getOperation,
		getManyOperation,
		previewOperation,
		updateOperation,
	],
	(show) => postRecordLocator(KIND, show),
	['delete', 'get', 'preview', 'update'],
);
