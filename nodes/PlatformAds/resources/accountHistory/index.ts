import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

const accountHistoryResource = describeResource('accountHistory', 'getAll', [getManyOperation]);

export const accountHistoryOperations = accountHistoryResource.operations;

export const accountHistoryFields = accountHistoryResource.fields;
