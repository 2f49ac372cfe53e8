import { accountLocator } from '../../../shared/ads/accountLocator';
import { searchWebEventTags } from '../../../shared/ads/webEventTagLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { describeResource } from '../../../shared/descriptions/resource';
import { searchPixels } from './pixelLocator';
import { sendOperation } from './send.operation';

const show = { resource: ['conversion'] };

/** Conversions: Send, written as code. */
export const conversionResource: ResourceModule = {
	...describeResource('conversion', 'send', [sendOperation], { before: [accountLocator(show)] }),
	listSearch: { searchWebEventTags, searchPixels },
};
