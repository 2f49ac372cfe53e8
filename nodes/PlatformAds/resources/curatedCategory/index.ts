import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';

const showBoth = { resource: ['curatedCategory'], operation: ['getAll', 'get'] };

export const curatedCategoryOperations = operationList('curatedCategory', 'getAll', [
	getOperation,
	getManyOperation,
]);

export const curatedCategoryFields: INodeProperties[] = [
	accountLocator(showBoth),
	...getFields,
	...getManyFields,
	envelopeProperty(showBoth),
];
