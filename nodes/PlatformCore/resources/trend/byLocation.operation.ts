import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { countInQuery } from '../../shared/queryParameters';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** The checked WOEID in place of `:woeid`. */
async function woeidInPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const woeid = String(this.getNodeParameter('woeid', 1));
	return { ...requestOptions, url: requestOptions.url.replace(':woeid', woeid) };
}

const maxTrends = countInQuery({
	displayName: 'Max Trends',
	name: 'maxTrends',
	property: 'max_trends',
	default: 20,
	max: 50,
	description: 'How many trends to return, 1 to 50',
});

/** GET /2/trends/by/woeid/{woeid}: what is trending in a place, one item per trend. */
export const byLocationOperation: Operation = {
	name: 'By Location',
	value: 'byLocation',
	action: 'Get trends by location',
	description: 'What is trending in a country or city, by its Where On Earth ID',
	acceptedAuthentication: OAUTH2_OR_APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/trends/by/woeid/:woeid' },
		send: {
			preSend: [
				validateParameters(
					{
						parameter: 'woeid',
						field: 'Location WOEID',
						rules: [rules.intBetween(1, 2 ** 31 - 1)],
						required: true,
					},
					maxTrends.check,
				),
				woeidInPath,
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{
			displayName: 'Location WOEID',
			name: 'woeid',
			type: 'number',
			required: true,
			default: 1,
			typeOptions: { minValue: 1, numberPrecision: 0 },
			description:
				'The Where On Earth ID of the place: 1 for worldwide, 23424977 for the United States, 44418 for London',
		},
		maxTrends.field,
		fieldListProperty(
			'Trend Fields',
			'trendFields',
			'trend.fields',
			['post_count', 'trend_name'],
			'Fields of each trend. A new node asks for the name and the post count.',
			['post_count', 'trend_name'],
		),
	],
};
