import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';

export const audienceEstimateResource = describeResource('audienceEstimate', 'get', [getOperation]);
