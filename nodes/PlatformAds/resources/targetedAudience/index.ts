import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';

export const targetedAudienceResource = describeResource('targetedAudience', 'get', [getOperation]);
