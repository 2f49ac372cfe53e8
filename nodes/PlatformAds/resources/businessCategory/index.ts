import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { getManyOperation } from './getMany.operation';

const RESOURCE = 'businessCategory';

export const businessCategoryOperations = operationList(RESOURCE, 'getAll', [getManyOperation]);
export const businessCategoryFields: INodeProperties[] = [
	envelopeProperty({ resource: [RESOURCE], operation: ['getAll'] }),
];
