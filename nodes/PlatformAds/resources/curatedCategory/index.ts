import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationsOf } from '../../helpers/resourceOperations';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { RESOURCE } from './shared';

const showBoth = { resource: [RESOURCE], operation: ['getAll', 'get'] };

export const curatedCategoryOperations = operationsOf(RESOURCE, [getOperation, getManyOperation], 'getAll');

export const curatedCategoryFields: INodeProperties[] = [
	accountLocator(showBoth),
	...getFields,
	...getManyFields,
	envelopeProperty(showBoth),
];
