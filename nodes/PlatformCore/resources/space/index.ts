import { describeResource } from '../../../shared/descriptions/resource';
import { buyersOperation } from './buyers.operation';
import { byCreatorsOperation } from './byCreators.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { postsOperation } from './posts.operation';
import { searchOperation } from './search.operation';

export const spaceResource = describeResource('space', 'search', [
	buyersOperation,
	byCreatorsOperation,
	getOperation,
	getManyOperation,
	postsOperation,
	searchOperation,
]);
