import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { lineItemRecordLocator } from '../../shared/lineItemRecords';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { PROMOTED_POST } from './promotedPostKind';

const show = (operation: string[]) => ({ resource: [PROMOTED_POST.resource], operation });

/** Create is code (one request for up to 50 items); the others are declarative. */
export const promotedPostResource = describeResource(
	PROMOTED_POST.resource,
	'create',
	[createOperation, deleteOperation, getOperation, getManyOperation],
	{
		before: [
			accountLocator(show(['create', 'delete', 'get', 'getAll'])),
			lineItemRecordLocator(
				PROMOTED_POST,
				'The promoted post record: its id, not the post_id of the post it promotes',
			)(show(['delete', 'get'])),
		],
		after: [envelopeProperty(show(['delete', 'get']))],
	},
);
