import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from '../../../shared/ads/accountRecordSearch';
import { idLocator } from '../../../shared/ads/adsLocators';
import { rules, type FieldCheck } from '../../../shared/validation';

export const AB_TESTS = '/ab_tests';

/** The record Update and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: 'abTestId',
	field: 'A/B Test',
	rules: [rules.adsId],
};

/** listSearch: the account's A/B tests, by name (unnamed ones by ID) and status. */
export const searchAbTests = accountRecordSearch(
	AB_TESTS,
	{},
	(test) => `${String(test.name ?? 'Unnamed test')} (${String(test.status)}, ${String(test.id)})`,
);

/** An A/B test of the account: picked or by ID. */
export const abTestLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: RECORD.parameter,
			displayName: RECORD.field,
			description: 'The A/B test of the account',
			placeholder: 'hr7l0',
			searchListMethod: 'searchAbTests',
		},
		show,
	);
