import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

export const iabCategoryResource = describeResource('iabCategory', 'getAll', [getManyOperation]);
