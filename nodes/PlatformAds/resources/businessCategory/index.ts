import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { operationsOf } from '../../helpers/resourceOperations';
import { getManyOperation } from './getMany.operation';

const RESOURCE = 'businessCategory';

export const businessCategoryOperations = operationsOf(RESOURCE, [getManyOperation], 'getAll');
export const businessCategoryFields: INodeProperties[] = [envelopeProperty({ resource: [RESOURCE], operation: ['getAll'] })];
