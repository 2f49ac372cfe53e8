import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

export const accountHistoryResource = describeResource('accountHistory', 'getAll', [
	getManyOperation,
]);
