import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { RESOURCE, searchFields, searchOperation } from './search.operation';

export const keywordInsightOperations = operationList(RESOURCE, 'search', [searchOperation]);

export const keywordInsightFields: INodeProperties[] = [...searchFields, envelopeProperty({ resource: [RESOURCE], operation: ['search'] })];
