import { operationsOf } from '../../helpers/resourceOperations';
import { getFields, getOperation, RESOURCE } from './get.operation';

export const targetedAudienceOperations = operationsOf(RESOURCE, [getOperation], 'get');
export const targetedAudienceFields = getFields;
