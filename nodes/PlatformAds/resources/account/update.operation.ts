import { someFieldToChange, validateParameters } from '../../../shared/validation';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { accountRouting } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { UPDATE_FIELDS, updateFieldsCollection } from '../../shared/fieldCollections';
import { INDUSTRY_TYPES } from './industryTypes';
import type { Operation } from '../../../shared/descriptions/resource';

/** PUT /12/accounts/:account_id with name and industry_type as query parameters. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update an account',
	description: 'Change the name or industry type of an ads account',
	routing: accountRouting('PUT', '', [
		someFieldToChange(),
		validateParameters(
			enumCheck(`${UPDATE_FIELDS}.industry_type`, 'Industry Type', INDUSTRY_TYPES),
		),
	]),
	fields: [
		updateFieldsCollection([
			enumField(
				{
					displayName: 'Industry Type',
					name: 'industry_type',
					description: 'The industry of the advertiser',
					routing: { send: { type: 'query', property: 'industry_type' } },
				},
				INDUSTRY_TYPES,
			),
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'The new name of the account',
				routing: { send: { type: 'query', property: 'name' } },
			},
		]),
		envelopeProperty(),
	],
};
