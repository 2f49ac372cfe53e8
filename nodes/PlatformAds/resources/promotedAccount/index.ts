import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { lineItemRecordLocator } from '../../shared/lineItemRecords';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { PROMOTED_ACCOUNT } from './promotedAccountKind';

export const promotedAccountResource = accountRecordsResource(
	PROMOTED_ACCOUNT.resource,
	[createOperation, deleteOperation, getOperation, getManyOperation],
	lineItemRecordLocator(PROMOTED_ACCOUNT, 'The promoted account record (not the user ID)'),
	['delete', 'get'],
);
