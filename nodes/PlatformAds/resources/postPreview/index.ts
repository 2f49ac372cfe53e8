import { accountLocator } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { getOperation } from './get.operation';

const show = { resource: ['postPreview'], operation: ['get'] };

export const postPreviewResource = describeResource('postPreview', 'get', [getOperation], {
	before: [accountLocator(show)],
	after: [envelopeProperty(show)],
});
