import { describeResource } from '../../../shared/descriptions/resource';
import { getPostUsageOperation } from './getPostUsage.operation';

export const usageResource = describeResource('usage', 'getPostUsage', [getPostUsageOperation]);
