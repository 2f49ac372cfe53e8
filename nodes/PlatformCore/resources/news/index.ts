import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';
import { searchOperation } from './search.operation';

export const newsResource = describeResource('news', 'search', [getOperation, searchOperation]);
