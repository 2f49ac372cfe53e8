import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

const RESOURCE = 'businessCategory';

const businessCategoryResource = describeResource(RESOURCE, 'getAll', [getManyOperation]);

export const businessCategoryOperations = businessCategoryResource.operations;
export const businessCategoryFields: INodeProperties[] = [
	...businessCategoryResource.fields,
	envelopeProperty({ resource: [RESOURCE], operation: ['getAll'] }),
];
