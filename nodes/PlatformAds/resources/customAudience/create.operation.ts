import { validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { requiredText } from '../../../shared/descriptions/properties';
import { COLLECTION, NAME_RULES, withTargetableExplained } from './customAudienceRecord';
import { descriptionField } from './descriptionField';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST /12/accounts/:account_id/custom_audiences: an empty audience, filled with users later. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a custom audience',
	description:
		'Create an empty custom audience; add its users with Custom Audience User > Add or Update',
	routing: adsRouting(
		{ method: 'POST', url: accountPath(COLLECTION) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters({ parameter: 'name', field: 'Name', rules: NAME_RULES, required: true }),
			],
			readItems: withTargetableExplained,
		},
	),
	fields: [
		{
			...requiredText(
				'Name',
				'name',
				'A name no other audience of the account uses',
				'Newsletter subscribers',
			),
			routing: { send: { type: 'query', property: 'name' } },
		},
		additionalFieldsCollection([descriptionField]),
	],
};
