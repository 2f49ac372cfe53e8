import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';
import { searchOperation } from './search.operation';

const newsResource = describeResource('news', 'search', [getOperation, searchOperation]);

export const newsOperations = newsResource.operations;

export const newsFields = newsResource.fields;
