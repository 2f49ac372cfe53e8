import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/personalized_trends: the trends the platform picks for the signed-in user. */
export const personalizedOperation: Operation = {
	name: 'Personalized',
	value: 'personalized',
	action: 'Get my personalized trends',
	description: 'The trends picked for you',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/personalized_trends' },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		fieldListProperty(
			'Trend Fields',
			'personalizedTrendFields',
			'personalized_trend.fields',
			['category', 'post_count', 'trend_name', 'trending_since'],
			'Fields of each trend. A new node asks for all of them.',
			['category', 'post_count', 'trend_name', 'trending_since'],
		),
	],
};
