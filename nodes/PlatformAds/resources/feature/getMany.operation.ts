import { accountRouting } from '../../../shared/ads/adsRouting';
import { enumField } from '../../../shared/ads/enums';
import { featureItems, featureKeys } from './featureKeys';
import { LISTABLE_FEATURES } from './featureKeyValues';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/features */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many features',
	description:
		'List the beta or limited-release features the account can use, one item per feature key',
	routing: accountRouting('GET', '/features', [featureKeys(LISTABLE_FEATURES, false)], {
		postReceive: [featureItems],
	}),
	fields: [
		enumField(
			{
				displayName: 'Feature Keys',
				name: 'feature_keys',
				description: 'Only these features (leave empty for every feature the account can use)',
			},
			LISTABLE_FEATURES,
			true,
		),
	],
};
