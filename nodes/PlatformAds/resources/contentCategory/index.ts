import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

export const contentCategoryResource = describeResource('contentCategory', 'getAll', [
	getManyOperation,
]);
