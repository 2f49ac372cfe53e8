import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { lineItemRecordLocator } from '../../shared/lineItemRecords';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';

export const scheduledPromotedPostResource = accountRecordsResource(
	SCHEDULED_PROMOTED_POST.resource,
	[createOperation, deleteOperation, getOperation, getManyOperation],
	lineItemRecordLocator(
		SCHEDULED_PROMOTED_POST,
		'The scheduled promoted post record (not the scheduled post’s ID)',
	),
	['delete', 'get'],
);
