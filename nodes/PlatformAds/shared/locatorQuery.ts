import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { LocatorField, PreSend } from '../../shared/ads/adsRouting';
import { requireIds } from '../../shared/ads/adsRouting';

/**
 * Sends resource locators as query parameters (`property` = the locator's id). Required ones are
 * checked as ids; optional ones only when given.
 */
export function locatorQuery(
	locators: Array<LocatorField & { property: string; optional?: boolean }>,
): PreSend {
	return async function sendLocators(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const qs = { ...options.qs };
		for (const locator of locators) {
			const value = String(
				this.getNodeParameter(locator.parameter, '', { extractValue: true }) ?? '',
			).trim();
			if (!value && locator.optional) continue;
			await requireIds(locator).call(this, options);
			qs[locator.property] = value;
		}
		options.qs = qs;
		return options;
	};
}
