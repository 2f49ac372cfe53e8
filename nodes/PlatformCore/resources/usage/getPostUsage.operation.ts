import { policyRouting } from '../../../shared/routing/policyRouting';
import { validateParameters } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { countInQuery } from '../../shared/queryParameters';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

const days = countInQuery({
	displayName: 'Days',
	name: 'days',
	property: 'days',
	default: 7,
	max: 90,
	description: 'How many past days to report, 1 to 90',
});

/** GET /2/usage/posts: how many posts the project and its apps read, per day, against the cap. */
export const getPostUsageOperation: Operation = {
	name: 'Get Post Usage',
	value: 'getPostUsage',
	action: 'Get post usage',
	description: 'How many posts your project read per day, and its monthly cap',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/usage/posts' },
		send: {
			preSend: [validateParameters(days.check)],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		days.field,
		fieldListProperty(
			'Usage Fields',
			'usageFields',
			'usage.fields',
			[
				'cap_reset_day',
				'daily_client_app_usage',
				'daily_project_usage',
				'project_cap',
				'project_id',
				'project_usage',
			],
			'What to report. A new node asks for the cap, the usage so far and the usage per day.',
			['cap_reset_day', 'daily_project_usage', 'project_cap', 'project_usage'],
		),
	],
};
