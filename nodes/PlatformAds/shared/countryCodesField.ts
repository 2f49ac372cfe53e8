import type { INodeProperties } from 'n8n-workflow';

import { JOINED_LIST } from '../../shared/validation';

/** The Country Codes filter of the lists that take `country_codes`: `what` says what it keeps. */
export const countryCodesField = (what: string): INodeProperties => ({
	displayName: 'Country Codes',
	name: 'country_codes',
	type: 'string',
	default: '',
	placeholder: 'US,GB',
	description: `Comma-separated two-letter country codes: ${what}`,
	routing: { send: { type: 'query', property: 'country_codes', value: JOINED_LIST } },
});
