import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

const RESOURCE = 'businessCategory';

export const businessCategoryResource = describeResource(RESOURCE, 'getAll', [getManyOperation], {
	after: [envelopeProperty({ resource: [RESOURCE], operation: ['getAll'] })],
});
