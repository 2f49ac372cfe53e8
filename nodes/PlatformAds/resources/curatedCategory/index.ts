import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

const showBoth = { resource: ['curatedCategory'], operation: ['getAll', 'get'] };

const curatedCategoryResource = describeResource('curatedCategory', 'getAll', [
	getOperation,
	getManyOperation,
]);

export const curatedCategoryOperations = curatedCategoryResource.operations;

export const curatedCategoryFields: INodeProperties[] = [
	accountLocator(showBoth),
	...curatedCategoryResource.fields,
	envelopeProperty(showBoth),
];
