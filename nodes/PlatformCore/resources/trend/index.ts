import { describeResource } from '../../../shared/descriptions/resource';
import { byLocationOperation } from './byLocation.operation';
import { personalizedOperation } from './personalized.operation';

export const trendResource = describeResource('trend', 'byLocation', [
	byLocationOperation,
	personalizedOperation,
]);
