import { ACCOUNT_FIELD, accountPath } from '../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/ads/adsList';
import { requireIds } from '../../shared/ads/adsRouting';
import { adsIdsOption, type CommaListSettings } from '../../shared/ads/commaList';
import type { Operation } from '../../shared/descriptions/resource';
import { validateParameters } from '../../shared/validation';

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
	const listSettings: AdsListSettings = {
		show: { resource: [settings.resource], operation: ['getAll'] },
		url: accountPath(settings.collection),
		maxCount: 1000,
		options: [ids.option],
		preSend: [requireIds(ACCOUNT_FIELD), validateParameters(ids.check)],
	};
	return {
		name: 'Get Many',
		value: 'getAll',
		action: `Get many ${settings.records}`,
		description: settings.description,
		routing: adsListRouting(listSettings),
		fields: adsListFields(listSettings),
	};
}
