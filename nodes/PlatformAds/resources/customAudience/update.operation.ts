import { someFieldToChange, validateParameters } from '../../../shared/validation';
import { recordRouting } from '../../../shared/ads/adsRouting';
import { UPDATE_FIELDS, updateFieldsCollection } from '../../shared/fieldCollections';
import {
	COLLECTION,
	CUSTOM_AUDIENCE,
	NAME_RULES,
	withTargetableExplained,
} from './customAudienceRecord';
import { descriptionField } from './descriptionField';
import type { Operation } from '../../../shared/descriptions/resource';

/** PUT /12/accounts/:account_id/custom_audiences/:custom_audience_id */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a custom audience',
	description: 'Rename a custom audience or change its description',
	routing: recordRouting(
		'PUT',
		COLLECTION,
		CUSTOM_AUDIENCE,
		[
			someFieldToChange(),
			validateParameters({ parameter: `${UPDATE_FIELDS}.name`, field: 'Name', rules: NAME_RULES }),
		],
		{ readItems: withTargetableExplained },
	),
	fields: [
		updateFieldsCollection([
			descriptionField,
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'A name no other audience of the account uses',
				routing: { send: { type: 'query', property: 'name' } },
			},
		]),
	],
};
