import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { operationsOf } from '../../helpers/resourceOperations';
import { RESOURCE, searchFields, searchOperation } from './search.operation';

export const keywordInsightOperations = operationsOf(RESOURCE, [searchOperation], 'search');

export const keywordInsightFields: INodeProperties[] = [...searchFields, envelopeProperty({ resource: [RESOURCE], operation: ['search'] })];
