import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { getFields, getOperation } from './get.operation';
import { searchFields, searchOperation } from './search.operation';

export const newsOperations = operationList('news', 'search', [getOperation, searchOperation]);

export const newsFields: INodeProperties[] = [...getFields, ...searchFields];
