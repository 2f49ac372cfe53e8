import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

const showBoth = { resource: ['curatedCategory'], operation: ['getAll', 'get'] };

export const curatedCategoryResource = describeResource(
	'curatedCategory',
	'getAll',
	[getOperation, getManyOperation],
	{ before: [accountLocator(showBoth)], after: [envelopeProperty(showBoth)] },
);
