import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';
import { searchOperation } from './search.operation';

export const communityResource = describeResource('community', 'search', [
	getOperation,
	searchOperation,
]);
