import { accountLocator } from '../../../shared/ads/accountLocator';
import { fundingInstrumentLocator } from '../../shared/fundingInstrumentLocator';
import { sandboxOnlyOperations } from './sandboxOperations';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

const resource = ['fundingInstrument'];

/** Funding instruments: read anywhere; created and deleted only in the sandbox. */
export const fundingInstrumentResource = sandboxOnlyOperations(
	describeResource(
		'fundingInstrument',
		'getAll',
		[createOperation, deleteOperation, getOperation, getManyOperation],
		{
			before: [
				accountLocator({ resource }),
				fundingInstrumentLocator({ resource, operation: ['get', 'delete'] }),
			],
		},
	),
	['create', 'delete'],
);
