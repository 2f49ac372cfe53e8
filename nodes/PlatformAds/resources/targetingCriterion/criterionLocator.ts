import type { INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/descriptions/properties';
import { rules, type FieldCheck } from '../../../shared/validation';
import { idLocator } from '../../../shared/ads/adsLocators';
import { booleanQueryOption } from '../../../shared/ads/booleanQueryOption';

export const CRITERION = 'targetingCriterionId';
export const COLLECTION = '/targeting_criteria';

export const criterionCheck: FieldCheck = {
	parameter: CRITERION,
	field: 'Targeting Criterion',
	rules: [rules.adsId],
};

/** A criterion by ID: the list needs line items, so Get Many lists them and maps the ID from there. */
export const criterionLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: CRITERION,
			displayName: 'Targeting Criterion',
			description: 'The targeting criterion',
			placeholder: '2kzxf',
			hint: 'Map the ID from Targeting Criterion > Get Many of the line item',
		},
		show,
	);

/** lang: adds the localized name when the platform has a translation. */
export const langOption: INodeProperties = {
	displayName: 'Language',
	name: 'lang',
	type: 'string',
	default: '',
	placeholder: 'fr',
	description:
		'Two-letter language code (ISO 639-1): adds localized_name where a translation exists',
	routing: { send: { type: 'query', property: 'lang' } },
};

/** The options of Get. */
export const criterionOptions: INodeProperties = collection('Options', 'options', 'Add Option', [
	langOption,
	booleanQueryOption(
		'With Deleted',
		'with_deleted',
		'with_deleted',
		'Whether to return the criterion even when it is deleted',
	),
]);

export const langCheck: FieldCheck = {
	parameter: 'options.lang',
	field: 'Language',
	rules: [rules.matches(/^[a-z]{2}$/, 'a two-letter language code such as fr')],
};
