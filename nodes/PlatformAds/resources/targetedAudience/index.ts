import { operationList } from '../../../shared/descriptions/operationList';
import { getFields, getOperation } from './get.operation';

export const targetedAudienceOperations = operationList('targetedAudience', 'get', [getOperation]);
export const targetedAudienceFields = getFields;
