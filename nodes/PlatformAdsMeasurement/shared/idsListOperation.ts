import { accountListOperation } from '../../shared/ads/adsList';
import { adsIdsOption, type CommaListSettings } from '../../shared/ads/commaList';
import type { Operation } from '../../shared/descriptions/resource';

/**
 * Get Many of an account's records whose list takes one filter, their IDs (app event tags,
 * provider configurations, app lists), with the standard list options.
 */
export function idsListOperation(settings: {
	resource: string;
	collection: string;
	/** What the records are called in the action: `app lists`. */
	records: string;
	description: string;
	ids: Pick<CommaListSettings, 'name' | 'displayName' | 'property' | 'placeholder'>;
}): Operation {
	const ids = adsIdsOption({ ...settings.ids, description: `Only these ${settings.records}` });
	return accountListOperation({
		resource: settings.resource,
		collection: settings.collection,
		action: `Get many ${settings.records}`,
		description: settings.description,
		options: [ids.option],
		checks: [ids.check],
	});
}
