import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters, rules } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { newsFieldsProperty } from './newsFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/**
 * GET /2/news/search: news stories matching a query (1 to 2,048 characters), at most 100, no
 * older than Max Age (1 to 720 hours). The endpoint has no paging, so Limit is max_results.
 */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search news stories',
	description: 'Find news stories matching a query',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/news/search' },
		send: {
			preSend: [
				validateParameters(
					{ parameter: 'query', field: 'Query', rules: [rules.chars(1, 2048)], required: true },
					{ parameter: 'limit', field: 'Limit', rules: [rules.intBetween(1, 100)] },
					{ parameter: 'maxAgeHours', field: 'Max Age (Hours)', rules: [rules.intBetween(1, 720)] },
				),
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{
			displayName: 'Query',
			name: 'query',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. rocket launch',
			description: 'Words to look for in news stories, 1 to 2,048 characters',
			routing: { send: { type: 'query', property: 'query' } },
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			routing: { send: { type: 'query', property: 'max_results' } },
		},
		{
			displayName: 'Max Age (Hours)',
			name: 'maxAgeHours',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 720 },
			default: 168,
			description: 'Only stories updated within this many hours (1 to 720; 168 is a week)',
			routing: { send: { type: 'query', property: 'max_age_hours' } },
		},
		newsFieldsProperty,
	],
};
