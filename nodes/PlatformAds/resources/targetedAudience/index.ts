import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';

const targetedAudienceResource = describeResource('targetedAudience', 'get', [getOperation]);

export const targetedAudienceOperations = targetedAudienceResource.operations;

export const targetedAudienceFields = targetedAudienceResource.fields;
