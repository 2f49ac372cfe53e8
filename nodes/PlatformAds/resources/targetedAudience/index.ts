import { operationList } from '../../../shared/descriptions/operationList';
import { getFields, getOperation, RESOURCE } from './get.operation';

export const targetedAudienceOperations = operationList(RESOURCE, 'get', [getOperation]);
export const targetedAudienceFields = getFields;
