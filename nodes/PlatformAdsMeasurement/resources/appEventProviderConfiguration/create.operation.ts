import { accountCreateOperation } from '../../../shared/ads/adsRouting';
import { requiredText } from '../../../shared/descriptions/properties';
import { validateParameters } from '../../../shared/validation';
import { withinAccountLimit } from '../../shared/liveRecords';
import { PROVIDER_CONFIGURATIONS } from './providerConfigurationLocator';

/** Only one measurement partner can be linked to an ads account: refused before sending a second. */
const noneLinkedYet = withinAccountLimit(PROVIDER_CONFIGURATIONS, ([linked]) => {
	if (!linked) return undefined;
	// An answer may leave out the partner's name: the record is then named by its ID alone.
	const named = [linked.id, linked.provider_name].filter(
		(part) => part !== undefined && part !== null && part !== '',
	);
	return `already has an app event provider configuration (${named.map(String).join(', ')}); an ads account links one measurement partner at most, so delete that one first`;
});

/** POST /12/accounts/:account_id/app_event_provider_configurations */
export const createOperation = accountCreateOperation({
	collection: PROVIDER_CONFIGURATIONS,
	action: 'Create an app event provider configuration',
	description: 'Link the ads account to its measurement partner (one per account)',
	preSend: [
		validateParameters({
			parameter: 'providerAdvertiserId',
			field: 'Provider Advertiser ID',
			rules: [],
			required: true,
		}),
		noneLinkedYet,
	],
	fields: [
		{
			...requiredText(
				'Provider Advertiser ID',
				'providerAdvertiserId',
				"The advertiser's ID at the measurement partner. The partner itself follows from the app whose credential sends the request (not documented further)",
			),
			routing: { send: { type: 'query', property: 'provider_advertiser_id' } },
		},
	],
});
