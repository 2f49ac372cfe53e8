import { accountRouting, SANDBOX_ONLY_NOTE } from '../../../shared/ads/adsRouting';
import { enumField } from '../../../shared/ads/enums';
import { featureItems, featureKeys } from './featureKeys';
import { ACCOUNT_FEATURES } from './featureKeyValues';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST {sandbox}/12/accounts/:account_id/features */
export const addOperation: Operation = {
	name: 'Add (Sandbox)',
	value: 'add',
	action: 'Add features to a sandbox account',
	description: `Add features to an account of the sandbox. ${SANDBOX_ONLY_NOTE}.`,
	routing: accountRouting('POST', '/features', [featureKeys(ACCOUNT_FEATURES, true)], {
		sandboxOnly: true,
		postReceive: [featureItems],
	}),
	fields: [
		enumField(
			{
				displayName: 'Feature Keys',
				name: 'feature_keys',
				required: true,
				description: 'The features to add to the sandbox account',
			},
			ACCOUNT_FEATURES,
			true,
		),
	],
};
