import { describeResource } from '../../../shared/descriptions/resource';
import { lookupOperations } from './lookups';

export const targetingOptionResource = describeResource(
	'targetingOption',
	'searchLocations',
	lookupOperations,
);
