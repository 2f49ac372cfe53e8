import type { INodeProperties } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { searchOperation } from './search.operation';

const keywordInsightResource = describeResource('keywordInsight', 'search', [searchOperation]);

export const keywordInsightOperations = keywordInsightResource.operations;

export const keywordInsightFields: INodeProperties[] = [
	...keywordInsightResource.fields,
	envelopeProperty({ resource: ['keywordInsight'], operation: ['search'] }),
];
