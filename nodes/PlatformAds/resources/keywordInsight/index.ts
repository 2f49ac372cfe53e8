import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { searchFields, searchOperation } from './search.operation';

export const keywordInsightOperations = operationList('keywordInsight', 'search', [
	searchOperation,
]);

export const keywordInsightFields: INodeProperties[] = [
	...searchFields,
	envelopeProperty({ resource: ['keywordInsight'], operation: ['search'] }),
];
